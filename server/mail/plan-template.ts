// The plan email: the three steps, the checklist and the tips as the printed plan shows them,
// and a link to the printable plan on PUBLIC_URL.
import { deriveChecklist } from '../../src/domain/plan-checklist';
import { planThreeSteps } from '../../src/domain/plan-three-steps';
import type { Language, PlanAnswers } from '../../src/domain/types';
import { paths } from '../../src/routes';
import { emailDocument, html } from './html';
import { pageUrl, textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { WORDS, lookup, type Words } from './words';

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

const TIP_ORDER = ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'] as const;

/** The plan's three steps (src/domain/plan-three-steps.ts), in the email's words. */
function planSteps(answers: PlanAnswers, words: Words): Step[] {
  const steps = words.plan.print.steps;
  return planThreeSteps(answers).map(({ key, text }) => ({
    title: steps[key],
    body:
      text.kind === 'text'
        ? steps[text.key]
        : text.kind === 'option'
          ? (lookup(words.plan, ['questions', text.question, 'options', text.value]) ?? text.value)
          : text.text,
  }));
}

function checklistLines(answers: PlanAnswers, words: Words): ChecklistLine[] {
  return deriveChecklist(answers).map((item) => ({
    done: item.fieldValue,
    label:
      lookup(words.plan.checklist.items, [item.key, item.fieldValue ? 'done' : 'todo']) ?? item.key,
  }));
}

export function printUrl(publicUrl: string, identifier: string, language: Language): string {
  return pageUrl(publicUrl, language, paths.savedPrint(identifier));
}

export const renderPlanMail: Template<PlanMailData> = (data, language) => {
  const words = WORDS[language];
  const { mail, plan, shared } = words;
  const steps = planSteps(data.answers, words);
  const checklist = checklistLines(data.answers, words);
  const marks = { done: plan.checklist.done, todo: plan.checklist.todo };
  const tips = TIP_ORDER.map((key) => shared.tips[key]);
  const link = printUrl(data.publicUrl, data.identifier, language);
  const footer = [mail.footer, words.quiz.complete['email-unsubscribe'], words.common.agency.name];

  const plain = [
    mail.greeting(data.name),
    '',
    mail.plan.intro,
    '',
    shared['three-steps'].title.toUpperCase(),
    ...steps.map((step, index) => `${index + 1}. ${step.title}: ${step.body}`),
    '',
    plan.checklist.title.toUpperCase(),
    textChecklist(checklist, marks),
    '',
    shared.tips.title.toUpperCase(),
    ...tips.map((tip) => `- ${tip.title}: ${tip.body}`),
    '',
    mail.plan.printIntro,
    link,
    '',
    '-- ',
    ...footer,
    '',
  ].join('\n');

  const body = html`<p>${mail.greeting(data.name)}</p>
    <p>${mail.plan.intro}</p>
    <h2 style="font-size:20px;margin:24px 0 8px">${shared['three-steps'].title}</h2>
    <ol style="padding-left:20px">
      ${steps.map((step) => html`<li><strong>${step.title}:</strong> ${step.body}</li> `)}
    </ol>
    <h2 style="font-size:20px;margin:24px 0 8px">${plan.checklist.title}</h2>
    <ul style="padding-left:20px">
      ${checklist.map(
        (line) =>
          html`<li><strong>${line.done ? marks.done : marks.todo}:</strong> ${line.label}</li> `,
      )}
    </ul>
    <h2 style="font-size:20px;margin:24px 0 8px">${shared.tips.title}</h2>
    <ul style="padding-left:20px">
      ${tips.map((tip) => html`<li><strong>${tip.title}:</strong> ${tip.body}</li> `)}
    </ul>
    <p>
      ${mail.plan.printIntro}<br /><a href="${link}" style="color:#b8141e"
        >${plan.complete.print}</a
      >
    </p>`;

  return {
    senderName: mail.senderName,
    subject: mail.plan.subject,
    text: plain,
    html: emailDocument({ language, title: mail.plan.subject, body, footer: footer.join(' ') }),
  };
};
