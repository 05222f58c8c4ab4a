import { describe, expect, it } from 'vitest';
import {
  contactProblems,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  hasControlCharacters,
  canonicalEmail,
  cleanTypedText,
  MAX_COMBINING_MARKS,
  isEmailSafeText,
  isValidEmail,
  isValidName,
  looksLikeLink,
  recipientKey,
} from '../../../src/domain/shared/text-rules';
import { nameSchema } from '../../../src/contracts/common';

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
    'J.R. Smith',
    "Mere-Ana O'Brien",
    'Sione Faʻalogo',
    'Hōne Heke',
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
    ['an ideographic full stop', 'evil\u3002com'],
    ['a halfwidth ideographic full stop', 'evil\uFF61com'],
    ['an Arabic full stop', 'evil\u06D4com'],
    ['a newer top-level domain', 'evil.company'],
    ['a brand top-level domain', 'Aroha at prizes.kiwi'],
    ['zero-width spaces inside a domain', 'ev\u200Bil.c\u200Bom'],
    ['a soft hyphen inside a domain', 'evil.co\u00ADm'],
    ['a zero-width joiner before the dot', 'evil\u200D.com'],
    ['an internationalised top-level domain', 'evil.рф'],
    ['an internationalised top-level domain in ASCII', 'evil.xn--p1ai'],
    ['an IPv4 address', 'Aroha 10.0.0.1'],
    ['only invisible characters', '\u200B\u200C\u2060'],
    ['only a Hangul filler', '\u3164'],
    ['only digits and marks', '1234 !!'],
  ])('rejects %s', (_case, name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'aroha@example.nz',
    'mere.te-rangi+fire@mail.example.co.nz',
    'a@b.c',
    `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`,
    "o'brien@example.nz",
    'aroha@whānau.nz',
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
    ['a trailing line break', 'aroha@example.nz\n'],
    ['a control character', 'aroha\u0000@example.nz'],
    ['too long', `${'a'.repeat(EMAIL_MAX_LENGTH - 5)}@b.com`],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.nz`],
    // Each of these reaches one mailbox under another spelling, or relays elsewhere.
    ['a list of two', 'a,victim@x.org'],
    ['a display name', 'x<victim@x.org>'],
    ['a trailing dot', 'victim@x.org.'],
    ['a quoted local part', '"victim"@x.org'],
    ['a comment', 'victim@x.org(x)'],
    ['a group', 'g:root,victim@x.org;'],
    ['an address literal', 'a@[127.0.0.1]'],
    ['an IP address as domain', 'a@127.0.0.1'],
    ['percent routing', 'victim%x.org@relay.example'],
    ['bang routing', 'x.org!victim@relay.example'],
    ['two dots in a row', 'a..b@x.org'],
    ['a dot in front', '.a@x.org'],
    ['two dots in the domain', 'a@x..org'],
    ['a label starting with a hyphen', 'a@-x.org'],
    ['an underscore in the domain', 'a@x_y.org'],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('canonicalEmail', () => {
  it.each([
    ['trims spaces around it', '  aroha@example.nz ', 'aroha@example.nz'],
    ['lower-cases the domain, keeps the local part', 'Aroha@EXAMPLE.NZ', 'Aroha@example.nz'],
    [
      'sends an internationalised domain in its ASCII form',
      'kia@whānau.nz',
      'kia@xn--whnau-gwa.nz',
    ],
    ['folds full-width letters in the domain', 'kia@ｅｘａｍｐｌｅ.nz', 'kia@example.nz'],
  ])('%s', (_case, email, canonical) => {
    expect(canonicalEmail(email)).toBe(canonical);
  });
});

describe('recipientKey (what the per-recipient limit counts)', () => {
  it('is one key for every spelling of one mailbox', () => {
    const spellings = ['victim@x.org', ' Victim@X.ORG', 'VICTIM+1@x.org', 'victim+news@X.org'];
    const keys = spellings.map((email) => recipientKey(canonicalEmail(email)!));
    expect(new Set(keys)).toEqual(new Set(['victim@x.org']));
  });

  it('counts a Gmail mailbox once, with or without dots, at either of its domains', () => {
    const spellings = ['victim@gmail.com', 'v.i.c.tim@gmail.com', 'Vic.Tim+x@googlemail.com'];
    const keys = spellings.map((email) => recipientKey(canonicalEmail(email)!));
    expect(new Set(keys)).toEqual(new Set(['victim@gmail.com']));
    expect(recipientKey('v.ictim@x.org')).toBe('v.ictim@x.org');
  });

  it('counts a Proton, iCloud or Fastmail mailbox once, however it is spelled (API probe, session 7)', () => {
    const keys = (spellings: string[]) =>
      new Set(spellings.map((email) => recipientKey(canonicalEmail(email)!)));
    expect(
      keys([
        'firstlast@proton.me',
        'first.last@proton.me',
        'First-Last@protonmail.com',
        'first_last@pm.me',
        'firstlast+x@protonmail.ch',
      ]),
    ).toEqual(new Set(['firstlast@proton.me']));
    expect(keys(['vic@icloud.com', 'vic@me.com', 'Vic@mac.com'])).toEqual(
      new Set(['vic@icloud.com']),
    );
    expect(keys(['bob@fastmail.com', 'anything@bob.fastmail.com', 'x@Bob.fastmail.com'])).toEqual(
      new Set(['bob@fastmail.com']),
    );
    // Elsewhere hyphens and underscores are part of the mailbox.
    expect(keys(['first-last@x.org', 'first_last@x.org']).size).toBe(2);
  });

  it('counts an internationalised domain once, typed or in ASCII', () => {
    expect(recipientKey(canonicalEmail('kia@WHĀNAU.nz')!)).toBe(
      recipientKey(canonicalEmail('kia@xn--whnau-gwa.nz')!),
    );
  });
});

describe('isEmailSafeText (every free text that reaches an email)', () => {
  it.each([
    ['a meeting place', 'Letterbox at number 12', true],
    ['a number alone', '12', true],
    ['a description with a dotted abbreviation', 'Out the ranch-slider, i.e. the back door', true],
    ['a domain', 'the tree at evil.company', false],
    ['a look-alike dot', 'evil\u3002com', false],
    ['only invisible characters', '\u200B\u2060', false],
    ['a control character', 'gate\u0007', false],
  ])('%s: %s', (_case, text, safe) => {
    expect(isEmailSafeText(text)).toBe(safe);
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
    // Mail clients make phone numbers tap-to-call links (API probe, session 7).
    ['a premium-rate number', 'Ring 0900 555 0123 to avoid a fine', true],
    ['a mobile number with +', 'text +64 21 555 0199', true],
    ['a number with brackets and dashes', 'call (09) 555-0123', true],
    ['a number in full-width digits', 'call \uFF10\uFF18\uFF10\uFF10 111 222', true],
    ['a landline without spaces', 'call 5550123', true],
    ['a house number and street', 'Letterbox at 1234 Great North Road', false],
    ['the emergency number', 'Ring 111 from a neighbour', false],
    ['a unit and a year', 'Unit 2/14, built 1998', false],
    ['a date', 'practised on 24/11/2026', false],
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

describe('cleanTypedText (typed text as it is kept and sent, on the device and the server)', () => {
  it.each([
    ['NFC: a macron typed as a mark', 'Ta\u0304ne', 'Tāne'],
    ['zero-width space and joiner between letters', 'A\u200Bna\u200D', 'Ana'],
    ['tag characters', 'Ana\u{E0041}\u{E0042}\u{E007F}', 'Ana'],
    ['a soft hyphen and a word joiner', 'Ma\u00ADri\u2060a', 'Maria'],
    ['sixteen stacked marks keep three', `Z${'\u0301'.repeat(16)}`, 'Ź\u0301\u0301\u0301'],
    ['a joiner inside an emoji stays', 'Mum 👩\u200D👧', 'Mum 👩\u200D👧'],
    ['a heart on fire stays', '❤\uFE0F\u200D🔥', '❤\uFE0F\u200D🔥'],
    ['a bidi override stays, for the rules to refuse', 'Aroha\u202E', 'Aroha\u202E'],
  ])('%s', (_name, typed, kept) => {
    expect(cleanTypedText(typed)).toBe(kept);
  });

  it('a name through the contract: hidden text gone, a bidi override still refused', () => {
    expect(nameSchema.parse('Ar\u200Boha\u{E0041}')).toBe('Aroha');
    expect(nameSchema.safeParse('Aroha\u202E').success).toBe(false);
    expect([...nameSchema.parse(`Mere${'\u0304'.repeat(16)}`)].length).toBe(
      4 + MAX_COMBINING_MARKS,
    );
  });
});
