import { describe, expect, it } from 'vitest';
import {
  contactProblems,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  hasControlCharacters,
  isContactFormValid,
  isValidEmail,
  isValidName,
  looksLikeLink,
} from '../../../src/domain/validation';

describe('isValidName', () => {
  it.each([
    'Aroha',
    'Mere Te Rangi',
    'Ngā Tamariki o Hēmi',
    "O'Brien-Smith",
    'J.R.R. Tolkien',
    'St.John',
    'Dr. Who',
    '  Tama  ',
    'The Smith family & co',
    '李小龍',
    'a'.repeat(NAME_MAX_LENGTH),
  ])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', 'a'.repeat(NAME_MAX_LENGTH + 1)],
    ['too long with padding', ` ${'a'.repeat(NAME_MAX_LENGTH)}`],
    ['a line break', 'Aroha\nClick here'],
    ['a carriage return', 'Aroha\r'],
    ['a tab', 'Aro\tha'],
    ['a NUL', 'Aroha\u0000'],
    ['a line separator', 'Aroha\u2028x'],
    ['a bidi override', 'Aroha\u202Emoc.live'],
    ['a URL', 'Win at https://example.test'],
    ['a scheme-relative URL', 'hxxp://evil'],
    ['www.', 'see www.example'],
    ['WWW. in capitals', 'WWW.EXAMPLE'],
    ['a bare domain', 'Visit example.com now'],
    ['a New Zealand domain', 'prizes.co.nz'],
    ['a domain with a path', 'bit.ly/abc'],
    ['a domain in capitals', 'EXAMPLE.COM'],
    ['a full-width dot domain', 'example\uFF0Ecom'],
  ])('rejects %s', (_case, name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'aroha@example.nz',
    'mere.te-rangi+fire@mail.example.co.nz',
    'a@b.c',
    `${'a'.repeat(EMAIL_MAX_LENGTH - 6)}@b.com`,
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no at sign', 'aroha.example.nz'],
    ['no dot after the at sign', 'aroha@example'],
    ['nothing before the at sign', '@example.nz'],
    ['nothing after the dot', 'aroha@example.'],
    ['two at signs', 'a@b@example.nz'],
    ['a space inside', 'aro ha@example.nz'],
    ['a leading space', ' aroha@example.nz'],
    ['a trailing line break', 'aroha@example.nz\n'],
    ['a control character', 'aroha\u0000@example.nz'],
    ['too long', `${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.com`],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isContactFormValid', () => {
  it.each([
    ['Aroha', 'aroha@example.nz', true],
    ['', 'aroha@example.nz', false],
    ['Aroha', 'aroha', false],
    ['example.com', 'aroha@example.nz', false],
    ['', '', false],
  ])('name %j and email %j: %s', (name, email, valid) => {
    expect(isContactFormValid({ name, email })).toBe(valid);
  });
});

describe('hasControlCharacters', () => {
  it.each([
    ['plain text', 'Kia ora', false],
    ['macrons', 'Māori', false],
    ['a line feed', 'a\nb', true],
    ['DEL', 'a\u007Fb', true],
    ['a C1 control', 'a\u0085b', true],
  ])('%s: %s', (_case, text, expected) => {
    expect(hasControlCharacters(text)).toBe(expected);
  });
});

describe('looksLikeLink (names and free text that go into an email)', () => {
  it.each([
    ['a meeting place', 'Under the big pōhutukawa', false],
    ['a place with a dotted name', 'St.John church gate', false],
    ['initials', 'J.R.R. Tolkien', false],
    ['a URL', 'https://example.test/x', true],
    ['www.', 'www.example', true],
    ['a bare New Zealand domain', 'meet at prizes.co.nz', true],
    ['an email address', 'write to bob@evil.com', true],
    ['a full-width dot', 'example\uFF0Ecom', true],
  ])('%s: %s', (_case, text, expected) => {
    expect(looksLikeLink(text)).toBe(expected);
  });
});

describe('contactProblems', () => {
  it.each([
    [
      { name: '', email: '' },
      { name: 'empty', email: 'empty' },
    ],
    [{ name: '   ', email: 'a@b.nz' }, { name: 'empty' }],
    [
      { name: 'www.aroha.nz', email: 'aroha@example' },
      { name: 'link', email: 'invalid' },
    ],
    [{ name: 'Aroha\u0007', email: 'aroha@example.nz' }, { name: 'invalid' }],
    [{ name: 'Aroha', email: 'aroha@example.nz' }, {}],
  ])('%o has %o', (value, problems) => {
    expect(contactProblems(value)).toEqual(problems);
  });
});
