// The route table (src/routes) is the one list of pages: the router builds its routes from it,
// the server hints each page's code and images from it. These tests keep the table and the page
// modules in step, check the lookup, and check that the table's first-match order picks the same
// row as react-router's ranking.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  APP_ROUTE_PATTERNS,
  NOT_FOUND_ROUTE,
  ROUTES,
  isPageRoute,
  matchRoute,
  matchesPattern,
  paths,
  pageImagesFor,
  pageKeyOf,
  pageModuleFor,
  titleKeyOf,
} from '../../../src/routes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const pageRoutes = ROUTES.filter(isPageRoute);
const tableModules = new Set(pageRoutes.map((route) => route.page));

/** Every `*-page.tsx` module of a feature: the router loads exactly these (import.meta.glob). */
function featurePageModules(): Set<string> {
  const found = new Set<string>();
  const features = path.join(ROOT, 'src/features');
  for (const feature of readdirSync(features)) {
    const folder = path.join(features, feature);
    if (!existsSync(folder) || feature === 'not-found') continue;
    for (const file of readdirSync(folder)) {
      if (file.endsWith('-page.tsx')) found.add(`src/features/${feature}/${file}`);
    }
  }
  return found;
}

describe('the route table', () => {
  it('names only page modules that exist', () => {
    for (const module of [...tableModules, NOT_FOUND_ROUTE.page]) {
      expect(existsSync(path.join(ROOT, module)), module).toBe(true);
    }
  });

  it('has a row for every page module the router loads, and no others', () => {
    expect([...featurePageModules()].sort()).toEqual([...tableModules].sort());
  });

  it('hints only images that ship with the app', () => {
    for (const route of pageRoutes) {
      for (const image of route.images ?? []) {
        expect(existsSync(path.join(ROOT, 'public', image)), image).toBe(true);
      }
    }
    expect(pageImagesFor('src/features/home/home-page.tsx')).toEqual(['/video/home-poster.jpg']);
    expect(pageImagesFor('src/features/quiz/quiz-begin-page.tsx')).toEqual([]);
  });

  it('redirects only to a path of the table', () => {
    for (const route of ROUTES) {
      if (!isPageRoute(route))
        expect(matchRoute(route.redirect)?.route, route.pattern).toBeTruthy();
    }
  });

  it('names each page once, and links a parameter row through a builder of its own pattern', () => {
    const names = pageRoutes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of pageRoutes) {
      const hasParameters = route.pattern.includes(':');
      expect(Boolean(route.link), route.pattern).toBe(hasParameters);
      if (!hasParameters) expect(paths[route.name as keyof typeof paths]).toBe(route.pattern);
    }
    expect(matchesPattern('/print/:identifier', paths.savedPrint('a b'))).toBe(true);
    expect(matchesPattern('/quiz/:step', paths.quiz('kitchen'))).toBe(true);
    expect(matchesPattern('/question/:question/:sub?', paths.question('x', 'y'))).toBe(true);
  });

  it("prerenders only paths of a row's own pattern", () => {
    for (const route of pageRoutes) {
      for (const known of route.prerender?.() ?? []) {
        expect(matchRoute(known)?.route.pattern, known).toBe(route.pattern);
      }
    }
  });

  it('has each pattern once', () => {
    expect(new Set(APP_ROUTE_PATTERNS).size).toBe(APP_ROUTE_PATTERNS.length);
  });

  it('has a page for every app route pattern', () => {
    for (const pattern of APP_ROUTE_PATTERNS) {
      const example = pattern.replace(/:[a-z]+/g, 'x');
      expect(pageModuleFor(example), pattern).not.toBeNull();
    }
  });

  // The router hands the rows to react-router, which ranks routes instead of taking the first
  // match; the server and the service worker take the first. Both must pick the same row.
  it.each([
    '/',
    '/quiz/begin',
    '/quiz/complete',
    '/quiz/print',
    '/quiz/kitchen',
    '/question/begin',
    '/question/meeting-area',
    '/question/first-escape-route/obstacles',
    '/print',
    '/print/abc',
    '/sorted',
    '/sorted/maintenance',
  ])('react-router and the table pick the same row for %s', (pathname) => {
    const routerRoutes = ROUTES.map((route, index) => ({ path: route.pattern, id: String(index) }));
    const picked = matchRoutes(routerRoutes, pathname)?.at(-1)?.route.id;
    expect(picked).toBe(String(ROUTES.indexOf(matchRoute(pathname)!.route)));
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
    ['/question/begin', 'src/features/quiz/quiz-begin-page.tsx'],
    ['/mi/quiz/kitchen', 'src/features/quiz/quiz-step-page.tsx'],
    ['/print/abc', 'src/features/escape-plan/print-page.tsx'],
    ['/sorted/maintenance', 'src/features/campaign/maintenance-page.tsx'],
    ['/no-such-page', null],
    ['/question', null],
  ])('%s is in %s', (pathname, module) => {
    expect(pageModuleFor(pathname)).toBe(module);
  });
});

describe('matchRoute', () => {
  it('gives the pattern parameters and the page handle', () => {
    const match = matchRoute('/mi/question/first-escape-route/obstacles');
    expect(match?.params).toEqual({ question: 'first-escape-route', sub: 'obstacles' });
    expect(match?.route.handle.meter).toBe('question');
    expect(matchRoute('/print')?.route.handle.meter).toBe('after-plan');
    expect(matchRoute('/print/abc')?.route.handle.meter).toBeUndefined();
  });
});

describe('page keys and titles', () => {
  it.each([
    ['/question/first-escape-route/obstacles', '/question/first-escape-route'],
    ['/mi/question/first-escape-route/assistance/', '/mi/question/first-escape-route'],
    ['/question/house-type', '/question/house-type'],
    ['/quiz/kitchen', '/quiz/kitchen'],
    ['/', '/'],
  ])('the page at %s is %s', (pathname, key) => {
    expect(pageKeyOf(pathname)).toBe(key);
  });

  it('fills the title key from the route and gives none without a title', () => {
    const question = matchRoute('/question/meeting-area')!.route.handle.title;
    expect(titleKeyOf('/mi/question/meeting-area', question)).toBe(
      'plan:questions.meeting-area.title',
    );
    expect(titleKeyOf('/quiz/kitchen', 'quiz:sections.:step.name')).toBe(
      'quiz:sections.kitchen.name',
    );
    expect(titleKeyOf('/quiz/kitchen', undefined)).toBeNull();
    for (const route of ROUTES) expect(route.handle.title, route.pattern).toBeTruthy();
  });
});
