// The plan email: the three steps (each way out described), the household, the checklist and the
// tips as the printed plan shows them, and a link to the printable plan on PUBLIC_URL.
import { deriveChecklist } from '../../src/domain/plan-checklist';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { detailsForAnswers } from '../../src/domain/plan-details-check';
import type { PlanDetails } from '../../src/domain/plan-details';
import {
  describePlan,
  describePlanSteps,
  phraseText,
  type Phrase,
} from '../../src/domain/plan-description';
import type { Language, PlanAnswers } from '../../src/domain/types';
import { paths } from '../../src/routes';
import { emailDocument, html } from './html';
import { pageUrl, textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { SKETCH_CID, sketchMailPart } from './plan-sketch';
import { WORDS, interpolate, lookup, type Words } from './words';

export interface PlanMailData {
  name: string;
  identifier: string;
  answers: PlanAnswers;
  /** Absent on plans saved before the details existed. */
  details?: PlanDetails;
  sketch?: FloorPlanSketch;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

interface Step {
  title: string;
  lines: string[];
  advice: { title: string; lines: string[] } | null;
}

interface Household {
  people: string[];
  pets: string[];
  petAdvice: string | null;
}

const TIP_ORDER = ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'] as const;

/** A phrase of the plan's description in the email's language (the app's own words). */
function wordsOf(words: Words): (phrase: Phrase) => string {
  return (phrase) =>
    phraseText(phrase, (key, values) =>
      interpolate(lookup(words.plan, key.split('.')) ?? key, values),
    );
}

// The same three steps, in the same words, as the complete, review and print pages.
function planSteps(data: PlanMailData, words: Words): Step[] {
  const say = wordsOf(words);
  return describePlanSteps(data.answers, data.details).map((step) => ({
    title: words.plan.print.steps[step.key],
    lines: step.lines.map(say),
    advice: step.advice && { title: say(step.advice.title), lines: step.advice.lines.map(say) },
  }));
}

function household(data: PlanMailData, words: Words): Household {
  const say = wordsOf(words);
  const described = describePlan(data.answers, data.details).household;
  return {
    people: described.people.map(say),
    pets: described.pets.map(say),
    petAdvice: described.petAdvice && say(described.petAdvice),
  };
}

function checklistLines(data: PlanMailData, words: Words): ChecklistLine[] {
  const details = data.details && detailsForAnswers(data.details, data.answers);
  return deriveChecklist(data.answers, details).map((item) => {
    const label = lookup(words.plan.checklist.items, [item.key, item.fieldValue ? 'done' : 'todo']);
    return {
      done: item.fieldValue,
      label: label ? interpolate(label, item.values ?? {}) : item.key,
    };
  });
}

function textSteps(steps: Step[]): string[] {
  return steps.flatMap((step, index) => [
    `${index + 1}. ${step.title}: ${step.lines[0] ?? ''}`,
    ...step.lines.slice(1).map((line) => `   ${line}`),
    ...(step.advice
      ? [`   ${step.advice.title}:`, ...step.advice.lines.map((line) => `   - ${line}`)]
      : []),
  ]);
}

function textHousehold(people: Household, summary: Words['plan']['details']['summary']): string[] {
  const lines: string[] = [];
  if (people.people.length > 0) {
    lines.push('', summary['household-title'].toUpperCase(), ...people.people.map((p) => `- ${p}`));
  }
  if (people.pets.length > 0) {
    lines.push('', summary['pets-title'].toUpperCase(), ...people.pets.map((pet) => `- ${pet}`));
  }
  if (people.petAdvice) lines.push(people.petAdvice);
  return lines;
}

export function printUrl(publicUrl: string, identifier: string, language: Language): string {
  return pageUrl(publicUrl, language, paths.savedPrint(identifier));
}

export const renderPlanMail: Template<PlanMailData> = (data, language) => {
  const words = WORDS[language];
  const { mail, plan, shared } = words;
  const steps = planSteps(data, words);
  const members = household(data, words);
  const summary = plan.details.summary;
  const sketch = sketchMailPart(data.sketch, words);
  // The drawing's findings join the checklist, numbered as on the drawing.
  const checklist = [...checklistLines(data, words), ...(sketch?.checklist ?? [])];
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
    ...textSteps(steps),
    ...textHousehold(members, summary),
    '',
    plan.checklist.title.toUpperCase(),
    textChecklist(checklist, marks),
    '',
    ...(sketch
      ? [sketch.title.toUpperCase(), `(${sketch.alt}: ${sketch.image.filename})`, '']
      : []),
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
      ${steps.map(
        (step) =>
          html`<li>
            <strong>${step.title}:</strong> ${step.lines.map(
              (line, index) => html`${index > 0 ? html`<br />` : ''}${line}`,
            )}
            ${
              step.advice
                ? html`<br /><em>${step.advice.title}:</em>
                    <ul>
                      ${step.advice.lines.map((line) => html`<li>${line}</li> `)}
                    </ul>`
                : ''
            }
          </li> `,
      )}
    </ol>
    ${
      members.people.length > 0
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${summary['household-title']}</h2>
            <ul style="padding-left:20px">
              ${members.people.map((person) => html`<li>${person}</li> `)}
            </ul>`
        : ''
    }
    ${
      members.pets.length > 0
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${summary['pets-title']}</h2>
            <ul style="padding-left:20px">
              ${members.pets.map((pet) => html`<li>${pet}</li> `)}
            </ul>`
        : ''
    }
    ${members.petAdvice ? html`<p><strong>${members.petAdvice}</strong></p>` : ''}
    ${
      sketch
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${sketch.title}</h2>
            <p>
              <img
                src="cid:${SKETCH_CID}"
                alt="${sketch.alt}"
                width="560"
                style="display:block;width:100%;max-width:560px;height:auto;border:1px solid #c4c9d0"
              />
            </p>`
        : ''
    }
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
    ...(sketch ? { attachments: [sketch.image] } : {}),
    senderName: mail.senderName,
    subject: mail.plan.subject,
    text: plain,
    html: emailDocument({ language, title: mail.plan.subject, body, footer: footer.join(' ') }),
  };
};
