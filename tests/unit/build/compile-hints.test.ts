import { describe, expect, it } from 'vitest';
import type { OutputBundle } from 'rollup';
import { compileHints } from '../../../scripts/lib/compile-hints-plugin';

function chunk(name: string, code: string) {
  return { type: 'chunk', name, code } as unknown as OutputBundle[string];
}

function run(bundle: OutputBundle) {
  const plugin = compileHints(['floor-plan-page']);
  const hook = plugin.generateBundle;
  if (typeof hook !== 'function') throw new Error('generateBundle is not a plain function');
  (hook as unknown as (options: unknown, bundle: OutputBundle) => void).call({}, {}, bundle);
}

describe('compile hints', () => {
  it("puts V8's hint on the first line of the named chunks only", () => {
    const bundle = {
      'assets/floor-plan-page-abc.js': chunk('floor-plan-page', 'export const a=1;'),
      'assets/index-def.js': chunk('index', 'export const b=2;'),
      'assets/style.css': { type: 'asset', name: 'floor-plan-page', source: 'a{}' },
    } as unknown as OutputBundle;
    run(bundle);
    const code = (file: string) => (bundle[file] as { code: string }).code;
    expect(code('assets/floor-plan-page-abc.js').split('\n')[0]).toBe(
      '//# allFunctionsCalledOnLoad',
    );
    expect(code('assets/floor-plan-page-abc.js')).toContain('export const a=1;');
    expect(code('assets/index-def.js')).toBe('export const b=2;');
    expect((bundle['assets/style.css'] as { source: string }).source).toBe('a{}');
  });
});
