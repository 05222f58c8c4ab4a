// The email templates as pure functions: both languages, every label, escaping, fixed subjects.
import { describe, expect, it } from 'vitest';
import { PLAN_QUESTIONS } from '../../src/content/plan-questions';
import { NOT_APPLICABLE, QUIZ_SECTIONS } from '../../src/content/quiz-sections';
import { ADVICE_ITEM_KEY } from '../../src/domain/plan-checklist';
import { scoreQuiz } from '../../src/domain/quiz';
import { LANGUAGES, QUIZ_SECTION_SLUGS } from '../../src/domain/types';
import { escapeHtml, html } from '../../server/mail/html';
import { renderPlanMail } from '../../server/mail/plan-template';
import { renderQuizMail } from '../../server/mail/quiz-template';
import { MAIL_TEXT } from '../../server/mail/text';
import { APARTMENT_ANSWERS, HOUSE_ANSWERS, QUIZ_ANSWERS } from './fixtures';

const NASTY_NAME = '<script>alert(1)</script> & "Tama"';
const PLAN = {
  name: NASTY_NAME,
  identifier: 'AbCdEfGhIjKlMnOpQrStUv',
  answers: HOUSE_ANSWERS,
  publicUrl: 'https://escape.example.nz',
};

function allChecklistKeys(): string[] {
  const keys = Object.values(PLAN_QUESTIONS).flatMap((question) => [
    ...(question.checklist ? [question.checklist.key] : []),
    ...(question.subQuestions ?? []).map((sub) => sub.checklistKey),
  ]);
  return [...keys, ADVICE_ITEM_KEY];
}

describe('escaping', () => {
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
});

describe.each(LANGUAGES)('the %s plan email', (language) => {
  const mail = renderPlanMail(PLAN, language);

  it('has a fixed subject without anything typed', () => {
    expect(mail.subject).toBe(MAIL_TEXT[language].plan.subject);
    expect(mail.subject).not.toContain('Tama');
  });

  it('escapes the name and typed text in HTML and keeps them plain in text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Tama&quot;');
    expect(mail.html).toContain(
      'Under the &lt;b&gt;big&lt;/b&gt; pōhutukawa &amp; &quot;the&quot;',
    );
    expect(mail.text).toContain(NASTY_NAME);
  });

  it('has the three steps, the checklist, the five tips and the print link', () => {
    const text = MAIL_TEXT[language];
    for (const heading of [text.plan.stepsTitle, text.plan.checklistTitle, text.plan.tipsTitle]) {
      expect(mail.html).toContain(escapeHtml(heading));
      expect(mail.text).toContain(heading.toUpperCase());
    }
    const steps = [
      text.plan.house.first.title,
      text.plan.house.second.title,
      text.plan.meetingTitle,
    ];
    for (const line of [...steps, ...Object.values(text.plan.tips)]) {
      expect(mail.html).toContain(escapeHtml(line));
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(text.plan.house.second.unable);
    expect(mail.text).toContain(`[${text.todo}] ${text.plan.checklist['first-route-obstacles']}`);
    expect(mail.text).toContain(`[${text.done}] ${text.plan.checklist['first-route-planned']}`);
    const prefix = language === 'mi' ? '/mi' : '';
    expect(mail.text).toContain(`https://escape.example.nz${prefix}/print/AbCdEfGhIjKlMnOpQrStUv`);
    expect(mail.html).toContain(`lang="${language}"`);
  });

  it('shows the apartment steps for an apartment', () => {
    const apartment = renderPlanMail({ ...PLAN, answers: APARTMENT_ANSWERS }, language);
    const text = MAIL_TEXT[language].plan;
    expect(apartment.text).toContain(text.apartment.exits.title);
    expect(apartment.text).toContain(text.apartment.exits.done);
    expect(apartment.text).toContain(text.apartment.alarm.todo);
    expect(apartment.text).toContain(text.assemblyTitle);
    expect(apartment.text).toContain(text.meetingPlaces['across-road']);
    expect(apartment.text).not.toContain(text.house.first.title);
  });
});

describe.each(LANGUAGES)('the %s checklist email', (language) => {
  const summary = scoreQuiz(QUIZ_ANSWERS);
  const mail = renderQuizMail({ name: NASTY_NAME, summary }, language);
  const text = MAIL_TEXT[language];

  it('has a fixed subject, the grade and the percentage', () => {
    expect(mail.subject).toBe(text.quiz.subject);
    expect(mail.text).toContain(text.quiz.score(58));
    expect(mail.text).toContain(text.quiz.grades.okay);
    expect(mail.html).not.toContain('<script>');
  });

  it("lists each section's ticked and unticked items", () => {
    for (const item of summary.items) {
      expect(mail.text).toContain(text.quiz.sections[item.slug].toUpperCase());
      expect(mail.html).toContain(escapeHtml(text.quiz.sections[item.slug]));
      for (const option of item.options) {
        const label = text.quiz.options[item.slug][option.value]!;
        expect(mail.text).toContain(`[${option.checked ? text.done : text.todo}] ${label}`);
        expect(mail.html).toContain(
          `<strong>${escapeHtml(option.checked ? text.done : text.todo)}:</strong> ${escapeHtml(label)}`,
        );
      }
    }
  });

  it('says so when no section applied', () => {
    const empty = renderQuizMail({ name: 'Tama', summary: scoreQuiz({}) }, language);
    expect(empty.text).toContain(text.quiz.noSections);
  });
});

describe('the words of both languages', () => {
  it.each(LANGUAGES)('%s has a label for every checklist item the plan can produce', (language) => {
    const labels = MAIL_TEXT[language].plan.checklist as Record<string, string>;
    for (const key of allChecklistKeys()) expect(labels[key], key).toBeTruthy();
  });

  it.each(LANGUAGES)('%s has a label for every scored quiz option', (language) => {
    for (const slug of QUIZ_SECTION_SLUGS) {
      for (const option of QUIZ_SECTIONS[slug].options) {
        if (option.value === NOT_APPLICABLE) continue;
        expect(MAIL_TEXT[language].quiz.options[slug][option.value], option.value).toBeTruthy();
      }
    }
  });

  it('has the same option keys in both languages and different words', () => {
    for (const slug of QUIZ_SECTION_SLUGS) {
      expect(Object.keys(MAIL_TEXT.mi.quiz.options[slug]).sort()).toEqual(
        Object.keys(MAIL_TEXT.en.quiz.options[slug]).sort(),
      );
    }
    expect(MAIL_TEXT.mi.plan.subject).not.toBe(MAIL_TEXT.en.plan.subject);
    expect(MAIL_TEXT.mi.quiz.subject).not.toBe(MAIL_TEXT.en.quiz.subject);
  });

  it('writes Māori with macrons, never with doubled vowels', () => {
    const all = JSON.stringify(MAIL_TEXT.mi);
    expect(all).toMatch(/[āēīōū]/);
    expect(all).not.toMatch(/waahi|Maaori|kaainga/i);
  });
});
