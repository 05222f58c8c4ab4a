// React ships as CommonJS. Bundled for the browser, every `useState`, `memo` or `useCallback` read
// from it went through a getter the bundler adds to keep a CommonJS module's exports live: a call
// per hook per component per render, some milliseconds of every tap on a cheap phone (issue 54).
// React's exports never change once it has loaded, so this plugin hands the browser's code one
// module that copies them into plain constants, and the bundler links those directly.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = '\0react-direct';
const require = createRequire(import.meta.url);

/** The names React's production build exports (as `import { x } from 'react'` reads them). */
function reactExports(): string[] {
  const folder = dirname(require.resolve('react/package.json'));
  const production = require(join(folder, 'cjs/react.production.js')) as Record<string, unknown>;
  return Object.keys(production).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
}

export function directReact(): Plugin {
  return {
    name: 'direct-react',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      // The copy itself reads the real module; the prerender (Node) keeps its own.
      if (source !== 'react' || importer === VIRTUAL || options.ssr) return null;
      return VIRTUAL;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      const names = reactExports();
      return [
        "import React from 'react';",
        'export default React;',
        `export const { ${names.join(', ')} } = React;`,
      ].join('\n');
    },
  };
}
