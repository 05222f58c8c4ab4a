// The server hints each page's code from src/app/page-modules.ts; the routes load the same modules
// lazily. These tests keep the table and the routes files in step, and check the lookup.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_IMAGES, PAGE_MODULES, pageModuleFor } from '../../../src/app/page-modules';
import { APP_ROUTE_PATTERNS } from '../../../src/app/paths';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ROUTES_FILES = [
  'src/app/router.tsx',
  'src/features/escape-plan/routes.tsx',
  'src/features/quiz/routes.tsx',
  'src/features/campaign/routes.tsx',
  'src/features/floor-plan/routes.tsx',
];

/** Every module a routes file imports lazily, as a path from the project root. */
function lazyPageModules(): Set<string> {
  const found = new Set<string>();
  for (const file of ROUTES_FILES) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, specifier] of source.matchAll(/import\('(\.[^']+)'\)/g)) {
      const resolved = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier!));
      found.add(`${resolved}.tsx`);
    }
  }
  return found;
}

describe('PAGE_MODULES', () => {
  const tableModules = new Set(PAGE_MODULES.map(([, module]) => module));

  it('names only modules that exist and that a routes file loads lazily', () => {
    const lazy = lazyPageModules();
    for (const module of tableModules) {
      expect(existsSync(path.join(ROOT, module)), module).toBe(true);
      expect(lazy, module).toContain(module);
    }
  });

  it('has every lazily loaded page module', () => {
    expect([...lazyPageModules()].sort()).toEqual([...tableModules].sort());
  });

  it('hints only images that ship with the app, for pages in the table', () => {
    for (const [module, images] of Object.entries(PAGE_IMAGES)) {
      expect(tableModules, module).toContain(module);
      for (const image of images)
        expect(existsSync(path.join(ROOT, 'public', image)), image).toBe(true);
    }
  });

  it('has a page for every app route pattern', () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const example = pattern.replace(/:[a-z]+/g, 'x');
      expect(pageModuleFor(example), pattern).not.toBeNull();
    }
  });
});

describe('pageModuleFor', () => {
  it.each([
    ['/', 'src/features/home/home-page.tsx'],
    ['/mi/', 'src/features/home/home-page.tsx'],
    ['/mi', 'src/features/home/home-page.tsx'],
    ['/question/meeting-area', 'src/features/escape-plan/question-page.tsx'],
    ['/mi/question/first-escape-route/door/', 'src/features/escape-plan/question-page.tsx'],
    ['/quiz/begin', 'src/features/quiz/quiz-begin-page.tsx'],
    ['/mi/quiz/kitchen', 'src/features/quiz/quiz-step-page.tsx'],
    ['/print/abc', 'src/features/escape-plan/print-page.tsx'],
    ['/sorted/maintenance', 'src/features/campaign/maintenance-page.tsx'],
    ['/no-such-page', null],
    ['/question', null],
  ])('%s is in %s', (pathname, module) => {
    expect(pageModuleFor(pathname)).toBe(module);
  });
});
