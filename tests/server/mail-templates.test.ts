// The email templates as pure functions: both languages, the app's own words (the locale files),
// escaping, fixed subjects.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_QUESTIONS } from '../../src/content/plan-questions';
import { NOT_APPLICABLE, QUIZ_SECTIONS } from '../../src/content/quiz-sections';
import { ADVICE_ITEM_KEY } from '../../src/domain/plan/checklist';
import { scoreQuiz } from '../../src/domain/quiz/quiz-rules';
import { LANGUAGES, QUIZ_SECTION_SLUGS } from '../../src/vocabulary/types';
import { escapeHtml, html } from '../../server/mail/html';
import { MAIL_RESOURCES, MAIL_TEXT } from '../../server/mail/i18n';
import { renderPlanMail } from '../../server/mail/plan-template';
import { renderQuizMail } from '../../server/mail/quiz-template';
import type { MailAttachment, RenderedMail } from '../../server/mail/rendered-mail';
import { fromHeader, senderAddress } from '../../server/mail/transport';
import { parseCalendar } from '../support/parse-calendar';
import { APARTMENT_ANSWERS, HOUSE_ANSWERS, QUIZ_ANSWERS } from './fixtures';

/** What the emails must say: the locale files' text. */
const WORDS = MAIL_RESOURCES;

/** A nested string by its path, or undefined (an object or a missing key). */
function lookup(tree: object, keys: string[]): string | undefined {
  const found = keys.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' && Object.hasOwn(node, key)
        ? (node as Record<string, unknown>)[key]
        : undefined,
    tree,
  );
  return typeof found === 'string' ? found : undefined;
}

/** The files a template made (the calendar); a drawing becomes an image only when sent. */
const filesOf = (rendered: RenderedMail) =>
  (rendered.attachments ?? []).filter((file): file is MailAttachment => 'content' in file);

const NASTY_NAME = '<script>alert(1)</script> & "Tama"';
const PLAN = {
  name: NASTY_NAME,
  identifier: 'AbCdEfGhIjKlMnOpQrStUv',
  answers: HOUSE_ANSWERS,
  publicUrl: 'https://escape.example.nz',
  // 10 pm on 22 November UTC is 23 November in New Zealand.
  queuedAt: Date.parse('2026-11-22T22:00:00Z'),
};

function allChecklistKeys(): string[] {
  const keys = Object.values(PLAN_QUESTIONS).flatMap((question) => [
    ...(question.checklist ? [question.checklist.key] : []),
    ...(question.subQuestions ?? []).map((sub) => sub.checklistKey),
  ]);
  return [...keys, ADVICE_ITEM_KEY];
}

/** No value missing, and no key i18next could not find ('plan:visit.title' shown as is). */
function expectNoHoles(text: string) {
  expect(text).not.toContain('undefined');
  expect(text).not.toContain('{{');
  expect(text).not.toMatch(/\b(?:common|drill|floor-plan|mail|plan|pwa|quiz|shared):[a-z]/);
  expect(text).not.toContain('returned an object');
}

describe('escaping and words', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('escapes every interpolated value, in lists too, but not nested html', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${'<x>'}${['<y>', inner]}${null}${undefined}${false}${3}</p>`.value).toBe(
      '<p>&lt;x&gt;&lt;y&gt;<b>&lt;i&gt;</b>3</p>',
    );
  });

  it.each(LANGUAGES)('%s: i18next fills placeholders as typed, once, without escaping', (lang) => {
    const { t } = MAIL_TEXT[lang];
    expect(t('quiz:complete.section-score', { score: 40, points: 100 })).toBe('40 / 100');
    // Typed text is neither escaped (html.ts does that once), nor read again for placeholders,
    // nestings or replacement patterns.
    const typed = `<b>&amp; "{{name}}" $t(mail:footer) $& $1</b>`;
    expect(t('mail:greeting', { name: typed })).toBe(`Kia ora ${typed},`);
  });
});

describe.each(LANGUAGES)('the %s plan email', (language) => {
  const mail = renderPlanMail(PLAN, MAIL_TEXT[language]);
  const words = WORDS[language];
  const steps = words.plan.print.steps;

  it('has a fixed subject without anything typed', () => {
    expect(mail.subject).toBe(words.mail.plan.subject);
    expect(mail.senderName).toBe(words.pwa.manifest.name);
    expect(mail.subject).not.toContain('Tama');
  });

  it('escapes the name and typed text in HTML and keeps them plain in text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Tama&quot;');
    expect(mail.html).toContain(
      'Under the &lt;b&gt;big&lt;/b&gt; pōhutukawa &amp; &quot;the&quot;',
    );
    expect(mail.text).toContain(NASTY_NAME);
    expectNoHoles(mail.text);
    expectNoHoles(mail.html);
  });

  it('has the three steps as the printed plan words them', () => {
    expect(mail.text).toContain(`1. ${steps.first}: ${steps.planned}`);
    expect(mail.text).toContain(`2. ${steps.second}: ${steps.unable}`);
    expect(mail.text).toContain(`3. ${steps.meeting}: Under the <b>big</b> pōhutukawa`);
    expect(mail.html).toContain(`<strong>${escapeHtml(steps.first)}:</strong>`);
  });

  it('lists under its headline what it counts, then the checklist: safer, then done', () => {
    const { checklist, assessment } = words.plan;
    const text = mail.text.split('\n');
    // Something in the way, nobody named to help, no second way out: three, listed under it.
    const headline = text.indexOf(assessment.open_other.replace('{{count}}', '3').toUpperCase());
    expect(headline).toBeGreaterThan(-1);
    expect(text.slice(headline + 2, headline + 5)).toEqual([
      `[${checklist.todo}] ${checklist.items['first-route-obstacles'].todo}`,
      `[${checklist.todo}] ${checklist.items['first-route-assistance'].todo}`,
      `[${checklist.todo}] ${checklist.items['second-route-planned'].todo}`,
    ]);
    const list = text.indexOf(checklist.title.toUpperCase());
    expect(text.slice(list + 1, list + 5)).toEqual([
      `[${checklist.todo}] ${checklist.items['smoke-alarms'].todo}`,
      `[${checklist.todo}] ${checklist.items['get-advice'].todo}`,
      `[${checklist.done}] ${checklist.items['smoke-alarms-right-places'].done}`,
      `[${checklist.done}] ${checklist.items.discussed.done}`,
    ]);
    // The best way out has something in its way: not "planned" as done beside it.
    expect(mail.text).not.toContain(checklist.items['first-route-planned'].done);
  });

  it('has the five tips and the print link', () => {
    for (const tip of ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'] as const) {
      expect(mail.text).toContain(
        `${words.shared.tips[tip].title}: ${words.shared.tips[tip].body}`,
      );
    }
    const prefix = language === 'mi' ? '/mi' : '';
    const link = `https://escape.example.nz${prefix}/print/AbCdEfGhIjKlMnOpQrStUv`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`lang="${language}"`);
  });

  it('carries the reminders calendar in its language, counted from the NZ day it was saved', () => {
    const calendarText = words.drill.calendar;
    expect(mail.attachments).toHaveLength(1);
    const [file] = filesOf(mail);
    expect(file?.filename).toBe(calendarText.filename);
    expect(file?.contentType).toMatch(/^text\/calendar; charset=utf-8/);
    const calendar = parseCalendar(String(file?.content ?? ''));
    expect(calendar.name).toBe(calendarText.name);
    expect(calendar.events.map((event) => [event.summary, event.start, event.rrule])).toEqual([
      [
        calendarText.events['test-alarms'].title,
        '2026-12-01T10:00:00',
        'FREQ=MONTHLY;BYMONTHDAY=1',
      ],
      [
        calendarText.events['practise-plan'].title,
        '2026-11-24T10:00:00',
        'FREQ=MONTHLY;INTERVAL=6',
      ],
      [
        calendarText.events['yearly-check'].title,
        '2027-04-04T10:00:00',
        'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU',
      ],
    ]);
    expect(calendar.events.every((event) => event.alarms.length === 1)).toBe(true);
    expect(mail.text).toContain(words.mail.plan['calendar-intro']);
  });

  it('writes the calendar of each NZ day and language, whatever was written before', () => {
    const content = (rendered: typeof mail) => String(filesOf(rendered)[0]?.content ?? '');
    // When a file was written (DTSTAMP) may differ by a second between two writes of one day.
    const events = (rendered: typeof mail) => content(rendered).replace(/^DTSTAMP:.*$/gm, '');
    const weekLater = renderPlanMail(
      { ...PLAN, queuedAt: PLAN.queuedAt + 7 * 86_400_000 },
      MAIL_TEXT[language],
    );
    const otherLanguage = renderPlanMail(PLAN, MAIL_TEXT[language === 'en' ? 'mi' : 'en']);
    const sameDay = renderPlanMail(PLAN, MAIL_TEXT[language]);
    expect(parseCalendar(content(weekLater)).events[1]?.start).toBe('2026-12-01T10:00:00');
    expect(parseCalendar(content(otherLanguage)).name).not.toBe(words.drill.calendar.name);
    expect(events(sameDay)).toBe(events(mail));
    expect(events(weekLater)).not.toBe(events(mail));
  });

  it('shows the apartment steps for an apartment', () => {
    const apartment = renderPlanMail({ ...PLAN, answers: APARTMENT_ANSWERS }, MAIL_TEXT[language]);
    expect(apartment.text).toContain(`1. ${steps.first}: ${steps['apartment-first']}`);
    expect(apartment.text).toContain(`2. ${steps.second}: ${steps['apartment-second']}`);
    const acrossRoad = words.plan.questions['assembly-point'].options['across-road'];
    expect(apartment.text).toContain(`3. ${steps.meeting}: ${acrossRoad}`);
    expectNoHoles(apartment.text);
  });

  // Issue 52: Hemi lives alone in a ground-floor flat, uses a wheelchair, gets himself out.
  it('is written to someone who lives alone, with their own way out of a ground-floor flat', () => {
    const hemi = renderPlanMail(
      {
        ...PLAN,
        name: 'Hemi',
        answers: {
          ...APARTMENT_ANSWERS,
          'living-situation': ['just-me', 'pets-animals'],
          'flat-floor': ['ground'],
        },
        details: {
          people: [{ id: 'p1', name: 'Hemi', needsHelp: false, needs: ['moves-slowly'] }],
          pets: [{ id: 'a1', name: 'Pusi', takerId: 'p1' }],
        },
      },
      MAIL_TEXT[language],
    );
    const plan = words.plan;
    expect(hemi.text).toContain(words.mail.plan.intro_alone);
    expect(hemi.text).toContain(`1. ${steps.first}: ${steps['apartment-ground-first']}`);
    expect(hemi.text).toContain(plan.needs.title_alone.toUpperCase());
    expect(hemi.text).toContain(plan.needs.alone.visit);
    expect(hemi.html).toContain(escapeHtml(plan.needs.alone.phone));
    expect(hemi.text).not.toContain(steps['apartment-first']);
    expect(hemi.text).not.toContain(words.mail.plan.intro);
    expectNoHoles(hemi.text);
  });

  it('asks the building about its evacuation procedure for a wheelchair user upstairs', () => {
    const rangi = renderPlanMail(
      {
        ...PLAN,
        answers: { ...APARTMENT_ANSWERS, 'flat-floor': ['above'] },
        details: {
          people: [
            { id: 'p1', name: 'Rangi', needsHelp: false, needs: ['moves-slowly'] },
            { id: 'p2', name: 'Ana', needsHelp: false },
          ],
        },
      },
      MAIL_TEXT[language],
    );
    const todo = words.plan.checklist.items['flat-stairs-assistance'].todo.replace(
      /{{name}}/g,
      'Rangi',
    );
    expect(rangi.text).toContain(todo);
    expect(rangi.text).toContain(`1. ${steps.first}: ${steps['apartment-first']}`);
  });
});

describe.each(LANGUAGES)('the %s checklist email', (language) => {
  const summary = scoreQuiz(QUIZ_ANSWERS);
  const publicUrl = 'https://escape.example.nz';
  const mail = renderQuizMail({ name: NASTY_NAME, summary, publicUrl }, MAIL_TEXT[language]);
  const { quiz, mail: text, pwa } = WORDS[language];

  it('has a fixed subject, the score and the grade', () => {
    expect(mail.subject).toBe(text.quiz.subject);
    expect(mail.text).toContain(quiz.rating.score.replace('{{percentage}}', '58'));
    expect(mail.text).toContain(quiz.rating.okay.title);
    expect(mail.html).not.toContain('<script>');
    expectNoHoles(mail.text);
    expectNoHoles(mail.html);
  });

  it("lists each section's ticked and unticked items", () => {
    for (const item of summary.items) {
      const section = quiz.sections[item.slug];
      expect(mail.text).toContain(section.name.toUpperCase());
      expect(mail.html).toContain(escapeHtml(section.name));
      for (const option of item.options) {
        // A ticked option as done ("I use a fireguard"), an unticked one as an action to take.
        const label = lookup(option.checked ? section.options : section.todos, [option.value])!;
        const mark = option.checked ? quiz.complete.done : quiz.complete['to-do'];
        expect(mail.text).toContain(`[${mark}] ${label}`);
        expect(mail.html).toContain(`<strong>${escapeHtml(mark)}:</strong> ${escapeHtml(label)}`);
      }
    }
  });

  it('links back to the quiz and the plan tool in its language, from a sender named in it', () => {
    const prefix = language === 'mi' ? '/mi' : '';
    expect(mail.senderName).toBe(pwa.manifest.name);
    for (const url of [`${publicUrl}${prefix}/quiz/begin`, `${publicUrl}${prefix}/`]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    expect(mail.html).toContain(escapeHtml(text.quiz['quiz-link']));
    expect(mail.text).toContain(WORDS[language].common.menu['escape-plan']);
  });

  it('says so when no section applied', () => {
    const empty = renderQuizMail(
      { name: 'Tama', summary: scoreQuiz({}), publicUrl },
      MAIL_TEXT[language],
    );
    expect(empty.text).toContain(quiz.complete['no-items']);
  });
});

describe('the words of both languages', () => {
  it.each(LANGUAGES)('%s has both labels of every checklist item the plan can produce', (lang) => {
    for (const key of allChecklistKeys()) {
      expect(lookup(WORDS[lang].plan.checklist.items, [key, 'done']), key).toBeTruthy();
      expect(lookup(WORDS[lang].plan.checklist.items, [key, 'todo']), key).toBeTruthy();
    }
  });

  it.each(LANGUAGES)('%s has a label for every scored quiz option', (language) => {
    for (const slug of QUIZ_SECTION_SLUGS) {
      for (const option of QUIZ_SECTIONS[slug].options) {
        if (option.value === NOT_APPLICABLE) continue;
        const label = lookup(WORDS[language].quiz.sections[slug].options, [option.value]);
        expect(label, `${slug} ${option.value}`).toBeTruthy();
      }
    }
  });

  it('lists every Māori sentence of its own in locales/mi.review.md for a speaker', () => {
    const review = readFileSync(
      path.resolve(import.meta.dirname, '../../locales/mi.review.md'),
      'utf8',
    );
    const { greeting, footer, plan, quiz } = WORDS.mi.mail;
    for (const sentence of [greeting, footer, ...Object.values(plan), ...Object.values(quiz)]) {
      expect(review).toContain(sentence);
    }
  });

  it('has Māori email sentences of its own, with macrons', () => {
    expect(WORDS.mi.mail.plan.subject).not.toBe(WORDS.en.mail.plan.subject);
    expect(WORDS.mi.mail.quiz.subject).not.toBe(WORDS.en.mail.quiz.subject);
    expect(JSON.stringify(WORDS.mi.mail)).toMatch(/[āēīōū]/);
  });
});

describe('the From header', () => {
  it('pairs the mail language’s sender name with MAIL_FROM’s address', () => {
    expect(
      fromHeader(WORDS.mi.pwa.manifest.name, 'Escape plan <no-reply@escape.example.nz>'),
    ).toEqual({
      name: 'Mahere rerenga ahi mō te kāinga',
      address: 'no-reply@escape.example.nz',
    });
    expect(senderAddress('no-reply@escape.example.nz')).toBe('no-reply@escape.example.nz');
  });

  it('never lets a name start a header of its own', () => {
    const { name } = fromHeader('Escape\r\nBcc: victim@example.nz\n', 'a@b.nz');
    expect(name).toBe('Escape Bcc: victim@example.nz');
    expect(name).not.toMatch(/[\r\n]/);
  });
});
