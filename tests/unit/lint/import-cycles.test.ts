// No import cycles in src/, sw/ or server/: a module graph with a cycle has an order of
// evaluation that depends on which file is loaded first, and a reader cannot tell which module
// stands on which. Every static import and re-export counts, type-only ones included; a dynamic
// import() does not (it loads later, on demand). TypeScript's own resolver follows the paths.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'sw', 'server'];
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** file → the project files it imports statically (type-only imports included). */
function importGraph(files: string[]): Map<string, string[]> {
  const inProject = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = ts.sys.readFile(file) ?? '';
    const { importedFiles } = ts.preProcessFile(text, true, false);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      return target && inProject.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file, or a file importing itself. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(ROOT, member));
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
        found.push(component.sort());
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(cycles(graph).map((cycle) => cycle.length)).toEqual([3]);
  });

  it('there is none in src/, sw/ or server/', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    expect(cycles(importGraph(files))).toEqual([]);
  });
});
