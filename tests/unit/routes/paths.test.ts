import { describe, expect, it } from 'vitest';
import { isAppPath, localizePath, otherLanguagePath, splitLanguage } from '../../../src/routes';

describe('splitLanguage', () => {
  it.each([
    ['/', 'en', '/'],
    ['/question/meeting-area', 'en', '/question/meeting-area'],
    ['/mi', 'mi', '/'],
    ['/mi/', 'mi', '/'],
    ['/mi/quiz/begin', 'mi', '/quiz/begin'],
    ['/mine', 'en', '/mine'],
  ])('%s is %s at %s', (pathname, language, path) => {
    expect(splitLanguage(pathname)).toEqual({ language, path });
  });
});

describe('localizePath and otherLanguagePath', () => {
  it.each([
    ['en', '/', '/'],
    ['mi', '/', '/mi/'],
    ['mi', '/tips', '/mi/tips'],
    ['en', '/tips', '/tips'],
  ] as const)('localizePath(%s, %s) is %s', (language, path, expected) => {
    expect(localizePath(language, path)).toBe(expected);
  });

  it.each([
    ['/', 'mi', '/mi/'],
    ['/mi/', 'en', '/'],
    ['/question/smoke-alarms', 'mi', '/mi/question/smoke-alarms'],
    ['/mi/sorted', 'en', '/sorted'],
  ])('the other language of %s is %s at %s', (pathname, language, path) => {
    expect(otherLanguagePath(pathname)).toEqual({ language, path });
  });
});

describe('isAppPath', () => {
  it.each([
    ['/', true],
    ['/mi/', true],
    ['/mi', true],
    ['/intro', true],
    ['/question/smoke-alarms', true],
    ['/mi/question/first-escape-route/obstacles', true],
    ['/print/abc123', true],
    ['/quiz/begin', true],
    ['/sorted/', true],
    ['/sorted/escape-challenge', true],
    ['/question', false],
    ['/question/a/b/c', false],
    ['/nope', false],
    ['/mi/nope', false],
    ['/quiz', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isAppPath(pathname)).toBe(expected);
  });
});
