// Safety wording: everyone calls 111; texting 111 works only for phones registered
// for the 111 TXT service, so no text may tell everyone to "call or text 111". The free home
// fire safety visit's number is said one way everywhere.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOME_VISIT_PHONE } from '../../../src/content/home-visit';
import { LOCALES_DIR, allTexts, load } from './locale-files';

const texts = [...allTexts()];

/** English that tells the reader to text 111 (call or text, text or call, txt…). */
const EN_TEXT_111 = /\b(te?xt|txt|sms)\w*\b[^.]{0,40}\b111\b|\b111\b[^.]{0,20}\b(by )?te?xt\b/i;
/** Māori that tells the reader to send a text (tuku pātuhi / karere) to 111. */
const MI_TEXT_111 = /(pātuhi|karere poto|kupu)[^.]{0,40}111|111[^.]{0,40}pātuhi/i;

/** A text about texting 111 must name the service it needs (registration for 111 TXT). */
function textsWithoutRegistration(language: 'en' | 'mi', pattern: RegExp): string[] {
  return texts
    .filter(([, text]) => pattern.test(text[language]) && !text[language].includes('111 TXT'))
    .map(([key, text]) => `${key}: ${text[language]}`);
}

describe('111 wording', () => {
  it('no English text tells everyone to text 111', () => {
    expect(textsWithoutRegistration('en', EN_TEXT_111)).toEqual([]);
    expect(texts.filter(([, text]) => /call or text 111/i.test(text.en))).toEqual([]);
  });

  it('no Māori text tells everyone to text 111', () => {
    expect(textsWithoutRegistration('mi', MI_TEXT_111)).toEqual([]);
  });

  it('the patterns catch the old wording (so the tests above can fail)', () => {
    expect(
      EN_TEXT_111.test('Once you are safely outside, call or text 111 and ask for Fire.'),
    ).toBe(true);
    expect(
      MI_TEXT_111.test('Ka haumaru koe ki waho, waea, tuku pātuhi rānei ki te nama 111.'),
    ).toBe(true);
  });

  it('the call-111 tip and the campaign say: call 111 and ask for Fire', () => {
    expect(load('en', 'shared').get('tips.call-111.body')).toBe(
      'Once you are safely outside, call 111 and ask for Fire.',
    );
    expect(load('en', 'campaign').get('facts.call-111')).toBe(
      'In a fire, get out, then call 111 and ask for Fire.',
    );
    expect(load('mi', 'shared').get('tips.call-111.body')).toBe(
      'Ina haumaru koe i waho, waea ki te nama 111, ka tono i te Ratonga Ahi.',
    );
    expect(load('mi', 'campaign').get('facts.call-111')).toBe(
      'Ina pā he ahi, me puta ki waho, kātahi ka waea ki te nama 111, ka tono i te Ratonga Ahi.',
    );
  });

  it('texting 111 is offered only with registering for 111 TXT (Deaf or hard of hearing)', () => {
    const mentions = texts.filter(([, text]) => EN_TEXT_111.test(text.en)).map(([key]) => key);
    expect(mentions.sort()).toEqual([
      'plan:checklist.items.need-111-txt.done',
      'plan:checklist.items.need-111-txt.todo',
      'plan:needs.lines.txt-111',
      // Shown beside it only (the same need): the 2-minute rule of 111 TXT.
      'plan:needs.lines.txt-111-reply',
    ]);
  });
});

describe('the free home fire safety visit number', () => {
  it('is 0800 693 473, a tel: link to 0800693473', () => {
    expect(HOME_VISIT_PHONE).toEqual({ tel: 'tel:0800693473', shown: '0800 693 473' });
  });

  it('no text writes another 0800 number', () => {
    const numbers = texts.flatMap(([, text]) =>
      [text.en, text.mi].flatMap((value) => value.match(/0800[\d ]*\d/g) ?? []),
    );
    expect(numbers.filter((number) => number.replace(/ /g, '') !== '0800693473')).toEqual([]);
  });

  it('the media files carry no "text 111" either', () => {
    for (const file of ['plan-preview-en.svg', 'plan-preview-mi.svg']) {
      const svg = readFileSync(path.join(LOCALES_DIR, '..', 'public', 'images', file), 'utf8');
      expect(svg).not.toMatch(/text 111|pātuhi/i);
    }
  });
});

describe('docs/safety-content.md', () => {
  const doc = readFileSync(path.join(LOCALES_DIR, '..', 'docs', 'safety-content.md'), 'utf8');
  const listed = new Set([...doc.matchAll(/^\| `([\w-]+:[\w.-]+)`/gm)].map((match) => match[1]!));
  const keys = new Set(texts.map(([key]) => key));

  it('names only keys that exist', () => {
    expect([...listed].filter((key) => !keys.has(key))).toEqual([]);
  });

  it("lists every statement about 111, and every one of the plan's needs and visit", () => {
    const safety = texts
      .filter(
        ([key, text]) =>
          /111/.test(text.en) ||
          /^plan:needs\.(lines|who)\./.test(key) ||
          /^plan:visit\.(body|phone|station|web|reasons)/.test(key),
      )
      .map(([key]) => key);
    expect(safety.filter((key) => !listed.has(key))).toEqual([]);
  });
});

describe('what a shared phone keeps (issue 53)', () => {
  const privacy = (language: 'en' | 'mi') =>
    String(load(language, 'plan').get('privacy.sections.shared-device.body'));

  it('never says the link leaves the browser history at once; names the visited-sites list', () => {
    // Decision 0052: a page replaces only its own history entry; the browser's list of visited
    // sites may still hold the link, which is what matters on a shared phone.
    expect(privacy('en')).not.toMatch(/browser's history at once/);
    expect(privacy('en')).toMatch(/list of the sites you have visited may still hold the link/);
    expect(privacy('mi')).not.toMatch(/wawetia/);
    expect(privacy('mi')).toMatch(/rārangi o te pūtirotiro/);
  });

  it('"forget" in Māori is taking off the device, never the word for sending', () => {
    const lead = String(load('mi', 'plan').get('forget.lead'));
    expect(lead).not.toMatch(/tukuna/);
    expect(lead).toMatch(/ka tangohia i tēnei pūrere/i);
  });
});

describe('what wakes someone who cannot hear the alarm (issue 53)', () => {
  // Thomas & Bruck (2008): about three in four hard-of-hearing sleepers slept through a strobe.
  // A bed or pillow shaker is what wakes them; a strobe is said only as an addition to one.
  const WAKING = [
    'plan:checklist.items.sleeps-no-waking-alarm.todo',
    'plan:needs.lines.special-alarms',
    'floor-plan:list.alarm-wakes-deaf',
  ];
  const byKey = new Map(texts);

  it.each(WAKING)('%s offers a bed or pillow shaker, never a strobe alone', (key) => {
    const { en, mi } = byKey.get(key)!;
    expect(en).toMatch(/bed or pillow shaker/);
    expect(en).not.toMatch(/strobe light, (a )?vibrating pad or bed shaker/);
    // Every strobe is said with what it cannot do alone.
    expect(en).toMatch(/strobe light[^.]*(alone|on its own)/);
    expect(mi).toMatch(/pūwiri moenga/);
    expect(mi).toMatch(/rama kōrapu[^.]*anake/);
  });
});

describe('claims the fourth read found wrong or imprecise (issue 53)', () => {
  const plan = (language: 'en' | 'mi', key: string) => String(load(language, 'plan').get(key));

  it('the fire alarm question names nothing its source does not ("manual call points")', () => {
    expect(plan('en', 'questions.fire-alarm.subtitle')).not.toMatch(/call point/i);
    expect(plan('mi', 'questions.fire-alarm.subtitle')).not.toMatch(/pātene whakatangi/);
  });

  it('the limits section says who can match the counts: whoever holds the key', () => {
    const en = plan('en', 'privacy.sections.limits.body');
    expect(en).not.toMatch(/can't be traced back to anyone/);
    expect(en).toMatch(/without that key, the counts can't be matched to anyone/);
    // No sentence of 50 words: each says one thing.
    const longest = Math.max(...en.split(/[.:]\s/).map((part) => part.split(/\s+/).length));
    expect(longest).toBeLessThan(30);
  });

  it('"nobody can read it" in Māori keeps the order the third read set (e taea e … te)', () => {
    const saved = plan('mi', 'privacy.sections.saved.body');
    expect(saved).not.toMatch(/kāore tētahi e taea te pānui/);
    expect(saved).toMatch(/kāore e taea e tētahi te pānui/);
  });
});

describe('one name for step 2 (issue 53)', () => {
  // The spec's three steps: best way out, alternative way out, meeting place. Where a string
  // names step 2 it says "alternative way out", never "second way out" beside it.
  const STEP_TWO = [
    'shared:three-steps.second.title',
    'plan:questions.second-escape-route.subs.route-planned.title',
    'plan:checklist.items.upstairs-second-way.todo',
    'plan:checklist.items.upstairs-check-second-way.todo',
    'plan:needs.lines.upstairs',
    'plan:details.storeys.hint',
    'plan:details.next.second',
    'floor-plan:findings.routes-same-stairs',
  ];
  const byKey = new Map(texts);

  it.each(STEP_TWO)('%s says "alternative way out"', (key) => {
    const { en } = byKey.get(key)!;
    expect(en).toMatch(/alternative way out/);
    expect(en).not.toMatch(/second way out/);
  });
});
