// The plan email: the three steps, the checklist, the tips and a link to the printable plan.
import { deriveChecklist } from '../../src/domain/plan-checklist';
import { houseTypeOf } from '../../src/domain/plan-flow';
import { isCarouselAnswer, isOptionAnswer } from '../../src/domain/plan-answer';
import type { Language, PlanAnswers, PlanQuestionSlug } from '../../src/domain/types';
import { emailDocument, html } from './html';
import { textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { MAIL_TEXT, type MailText } from './text';
import type { ChecklistKey, MeetingPlaceValue, TipKey } from './text/types';

export interface PlanMailData {
  name: string;
  identifier: string;
  answers: PlanAnswers;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

interface Step {
  title: string;
  body: string;
}

const TIP_ORDER: readonly TipKey[] = ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'];

function carouselValue(answers: PlanAnswers, slug: PlanQuestionSlug, sub: string): unknown {
  const stored = answers[slug];
  return isCarouselAnswer(stored) ? stored[sub] : undefined;
}

function firstOption(answers: PlanAnswers, slug: PlanQuestionSlug): string | undefined {
  const stored = answers[slug];
  return isOptionAnswer(stored) ? stored[0] : undefined;
}

function placeLabel(text: MailText, value: string | undefined): string {
  if (value === undefined) return text.plan.meetingUnknown;
  const known = text.plan.meetingPlaces as Partial<Record<string, string>>;
  // A value that is no option is the place the visitor typed.
  return Object.hasOwn(known, value) ? (known[value as MeetingPlaceValue] ?? value) : value;
}

function planSteps(answers: PlanAnswers, text: MailText): Step[] {
  const { house, apartment } = text.plan;
  if (houseTypeOf(answers) === 'apartment') {
    const exits = carouselValue(answers, 'escape-route', 'multiple-exits') === true;
    const alarm = firstOption(answers, 'fire-alarm') === 'yes';
    return [
      { title: apartment.exits.title, body: exits ? apartment.exits.done : apartment.exits.todo },
      { title: apartment.alarm.title, body: alarm ? apartment.alarm.done : apartment.alarm.todo },
      {
        title: text.plan.assemblyTitle,
        body: placeLabel(text, firstOption(answers, 'assembly-point')),
      },
    ];
  }
  const first = carouselValue(answers, 'first-escape-route', 'route-planned');
  const second = carouselValue(answers, 'second-escape-route', 'route-planned');
  const secondBody =
    second === true
      ? house.second.done
      : second === 'unable'
        ? house.second.unable
        : house.second.todo;
  return [
    { title: house.first.title, body: first === true ? house.first.done : house.first.todo },
    { title: house.second.title, body: secondBody },
    { title: text.plan.meetingTitle, body: placeLabel(text, firstOption(answers, 'meeting-area')) },
  ];
}

function checklistLines(answers: PlanAnswers, text: MailText): ChecklistLine[] {
  const labels = text.plan.checklist as Partial<Record<string, string>>;
  return deriveChecklist(answers).map((item) => ({
    done: item.fieldValue,
    label: labels[item.key as ChecklistKey] ?? item.key,
  }));
}

export function printUrl(publicUrl: string, identifier: string, language: Language): string {
  const prefix = language === 'mi' ? '/mi' : '';
  return `${publicUrl}${prefix}/print/${encodeURIComponent(identifier)}`;
}

export const renderPlanMail: Template<PlanMailData> = (data, language) => {
  const text = MAIL_TEXT[language];
  const steps = planSteps(data.answers, text);
  const checklist = checklistLines(data.answers, text);
  const tips = TIP_ORDER.map((key) => text.plan.tips[key]);
  const link = printUrl(data.publicUrl, data.identifier, language);

  const plain = [
    text.greeting(data.name),
    '',
    text.plan.intro,
    '',
    text.plan.stepsTitle.toUpperCase(),
    ...steps.flatMap((step) => [step.title, `   ${step.body}`]),
    '',
    text.plan.checklistTitle.toUpperCase(),
    textChecklist(checklist, text),
    '',
    text.plan.tipsTitle.toUpperCase(),
    ...tips.map((tip) => `- ${tip}`),
    '',
    text.plan.printIntro,
    link,
    '',
    '-- ',
    text.footer,
    text.agency,
    '',
  ].join('\n');

  const body = html`<p>${text.greeting(data.name)}</p>
    <p>${text.plan.intro}</p>
    <h2 style="font-size:20px;margin:24px 0 8px">${text.plan.stepsTitle}</h2>
    ${steps.map(
      (step) =>
        html`<h3 style="font-size:17px;margin:16px 0 4px">${step.title}</h3>
          <p style="margin:0">${step.body}</p> `,
    )}
    <h2 style="font-size:20px;margin:24px 0 8px">${text.plan.checklistTitle}</h2>
    <ul style="padding-left:20px">
      ${checklist.map(
        (line) =>
          html`<li><strong>${line.done ? text.done : text.todo}:</strong> ${line.label}</li> `,
      )}
    </ul>
    <h2 style="font-size:20px;margin:24px 0 8px">${text.plan.tipsTitle}</h2>
    <ul style="padding-left:20px">
      ${tips.map((tip) => html`<li>${tip}</li> `)}
    </ul>
    <p>
      ${text.plan.printIntro}<br /><a href="${link}" style="color:#b8141e"
        >${text.plan.printLink}</a
      >
    </p>`;

  return {
    subject: text.plan.subject,
    text: plain,
    html: emailDocument({
      language,
      title: text.plan.subject,
      body,
      footer: `${text.footer} ${text.agency}`,
    }),
  };
};
