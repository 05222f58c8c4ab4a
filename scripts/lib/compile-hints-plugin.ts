// V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a script's first line): Chromium
// compiles every function of the script as it loads it, off the main thread while the file
// streams in, instead of compiling each one on its first call. The floor-plan editor's code is
// first called inside a tap (the first "Add a room" drew the whole editor and spent about 29 ms
// at 4× CPU compiling it); hinted, that work happens when the page's chunk loads.
// Other browsers read the line as a comment.
//
// Added in generateBundle, after minifying (which drops comments). The chunk's file name was
// hashed before, so it does not cover the line: the line is the same in every build, and a
// change to the list below changes only when code is compiled, never what it does.
import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** `chunks`: the names of the chunks whose functions are all called soon after loading. */
export function compileHints(chunks: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && chunks.includes(output.name)) {
          output.code = HINT + output.code;
        }
      }
    },
  };
}
