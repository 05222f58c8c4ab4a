// The plan email: the free home fire safety visit when the answers call for it, the three steps
// (each way out described), the household, what each person needs, the checklist and the tips as
// the printed plan shows them, and a link to the printable plan on PUBLIC_URL.
import { HOME_VISIT_PHONE, FENZ_ADVICE_URL } from '../../src/content/home-visit';
import { describeNeeds, homeVisitReasons } from '../../src/domain/plan/household-needs';
import { planContext } from '../../src/domain/plan/setting';
import { assessPlan, type Finding, type PlanAssessment } from '../../src/domain/plan/assessment';
import type { FloorPlanSketch } from '../../src/domain/floor-plan/sketch';
import { detailsForAnswers } from '../../src/domain/plan/details-check';
import type { PlanDetails } from '../../src/domain/plan/details';
import {
  describeHousehold,
  phraseOptions,
  phraseText,
  type Phrase,
} from '../../src/domain/plan/description';
import type { Language, PlanAnswers } from '../../src/vocabulary/types';
import { paths } from '../../src/routes';
import { planLinkFragment } from '../../src/contracts/plan-links';
import { emailDocument, html } from './html';
import type { MailText } from './i18n';
import { remindersAttachment } from './reminders-attachment';
import { pageUrl, textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { SKETCH_CID, sketchMailPart } from './plan-sketch';

export interface PlanMailData {
  name: string;
  identifier: string;
  answers: PlanAnswers;
  /** Absent on plans saved before the details existed. */
  details?: PlanDetails;
  sketch?: FloorPlanSketch;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** When the plan was saved (ms): the reminders calendar counts from that day. */
  queuedAt: number;
  /** The plan's keys for its links; absent from jobs queued before. */
  readKey?: string;
  ownerKey?: string;
  /** The email of a changed plan. */
  updated?: boolean;
}

interface Step {
  title: string;
  lines: string[];
  /** What is left to sort on this way out (the plan's one verdict). */
  problems: string[];
  advice: { title: string; lines: string[] } | null;
}

interface Household {
  people: string[];
  pets: string[];
  petAdvice: string | null;
}

interface NeedLines {
  people: { name: string; kinds: string; actions: string[] }[];
  upstairs: string | null;
  /** Someone alone who needs help: its title and what they can do instead. */
  onYourOwn: { title: string; lines: string[] } | null;
}

interface Visit {
  title: string;
  lead: string;
  reasons: string[];
  body: string;
  phone: string;
  station: string;
  link: string;
}

const TIP_ORDER = ['be-fast', 'get-low', 'close-doors', 'get-out', 'call-111'] as const;

/** A phrase of the plan's description in the email's language (the app's own words). */
function wordsOf({ t }: MailText): (phrase: Phrase) => string {
  // A key of the drawing's or the drill's words carries its namespace; the plan's does not.
  const translate = t as (key: string, options: ReturnType<typeof phraseOptions>) => string;
  return (phrase) =>
    phraseText(phrase, (key, values, context) =>
      translate(key.includes(':') ? key : `plan:${key}`, phraseOptions(values, context)),
    );
}

// The same three steps, in the same words, as the complete, review and print pages.
function planSteps(assessment: PlanAssessment, words: MailText): Step[] {
  const say = wordsOf(words);
  return assessment.steps.map((step) => ({
    title: words.t(`plan:print.steps.${step.key}`),
    lines: step.lines.map(say),
    problems: step.problems.map(say),
    advice: step.advice && { title: say(step.advice.title), lines: step.advice.lines.map(say) },
  }));
}

function household(data: PlanMailData, words: MailText): Household {
  const say = wordsOf(words);
  const kept = keptDetails(data);
  const described = describeHousehold(kept, planContext(data.answers, kept));
  return {
    people: described.people.map(say),
    pets: described.pets.map(say),
    petAdvice: described.petAdvice && say(described.petAdvice),
  };
}

function keptDetails(data: PlanMailData): PlanDetails | undefined {
  return data.details && detailsForAnswers(data.details, data.answers);
}

/** What each person needs, in the same words as the review page and the printed plan. */
function needLines(data: PlanMailData, words: MailText): NeedLines {
  const say = wordsOf(words);
  const advice = describeNeeds(keptDetails(data), data.sketch, data.answers);
  return {
    people: advice.people.map((person) => ({
      name: person.name,
      kinds: person.kinds.map(say).join('; '),
      actions: person.actions.map(say),
    })),
    upstairs: advice.upstairs && say(advice.upstairs),
    onYourOwn:
      advice.onYourOwn.length > 0
        ? { title: words.t('plan:needs.alone.title'), lines: advice.onYourOwn.map(say) }
        : null,
  };
}

/** The recommended free home fire safety visit, or null when the answers do not call for it. */
function visitOf(data: PlanMailData, { t }: MailText): Visit | null {
  const kept = keptDetails(data);
  const reasons = homeVisitReasons(data.answers, kept);
  if (reasons.length === 0) return null;
  const context = planContext(data.answers, kept);
  return {
    title: t('plan:visit.title'),
    lead: t('plan:visit.lead', { context }),
    reasons: reasons.map((reason) => t(`plan:visit.reasons.${reason}`, { context })),
    body: t('plan:visit.body'),
    phone: t('plan:visit.phone'),
    station: t('plan:visit.station'),
    link: t('plan:visit.link'),
  };
}

function hasNeeds(needs: NeedLines): boolean {
  return needs.people.length > 0 || needs.upstairs !== null || needs.onYourOwn !== null;
}

function textNeeds(needs: NeedLines, title: string): string[] {
  if (!hasNeeds(needs)) return [];
  return [
    '',
    title.toUpperCase(),
    ...needs.people.flatMap((person) => [
      `- ${person.name}: ${person.kinds}`,
      ...person.actions.map((action) => `   - ${action}`),
    ]),
    ...(needs.upstairs ? [needs.upstairs] : []),
    ...(needs.onYourOwn
      ? [needs.onYourOwn.title, ...needs.onYourOwn.lines.map((line) => `- ${line}`)]
      : []),
  ];
}

function textVisit(visit: Visit | null): string[] {
  if (!visit) return [];
  return [
    visit.title.toUpperCase(),
    visit.lead,
    ...visit.reasons.map((reason) => `- ${reason}`),
    visit.body,
    `${visit.phone} ${HOME_VISIT_PHONE.shown} ${visit.station}`,
    `${visit.link}: ${FENZ_ADVICE_URL}`,
    '',
  ];
}

function findingLines(findings: readonly Finding[], words: MailText): ChecklistLine[] {
  const say = wordsOf(words);
  return findings.map((finding) => ({ done: finding.done, label: say(finding.words) }));
}

function textSteps(steps: Step[], problemsTitle: string): string[] {
  return steps.flatMap((step, index) => [
    `${index + 1}. ${step.title}: ${step.lines[0] ?? ''}`,
    ...step.lines.slice(1).map((line) => `   ${line}`),
    ...(step.problems.length > 0
      ? [`   ${problemsTitle}:`, ...step.problems.map((line) => `   - ${line}`)]
      : []),
    ...(step.advice
      ? [`   ${step.advice.title}:`, ...step.advice.lines.map((line) => `   - ${line}`)]
      : []),
  ]);
}

function textHousehold(people: Household, titles: { household: string; pets: string }): string[] {
  const lines: string[] = [];
  if (people.people.length > 0) {
    lines.push('', titles.household.toUpperCase(), ...people.people.map((p) => `- ${p}`));
  }
  if (people.pets.length > 0) {
    lines.push('', titles.pets.toUpperCase(), ...people.pets.map((pet) => `- ${pet}`));
  }
  if (people.petAdvice) lines.push(people.petAdvice);
  return lines;
}

/** The printable plan's link: its read key after '#' (never sent to the server by a browser). */
function printUrl({ publicUrl, identifier, readKey }: PlanMailData, language: Language): string {
  return pageUrl(publicUrl, language, paths.savedPrint(identifier)) + planLinkFragment({ readKey });
}

/** The private link that changes or deletes the plan: both keys, so only this email holds it. */
function manageUrl(data: PlanMailData, language: Language): string | null {
  const { publicUrl, identifier, readKey, ownerKey } = data;
  if (!readKey || !ownerKey) return null;
  return (
    pageUrl(publicUrl, language, paths.myPlan(identifier)) + planLinkFragment({ readKey, ownerKey })
  );
}

export const renderPlanMail: Template<PlanMailData> = (data, words) => {
  const { language, t } = words;
  const assessment = assessPlan(data.answers, data.details, data.sketch);
  const steps = planSteps(assessment, words);
  // Not "ready" in the email either: the headline counts the things listed under it.
  const count = assessment.toSort.length;
  const open = count > 0 ? t('plan:assessment.open', { count }) : null;
  const openLead = t('plan:assessment.open-lead');
  const toSort = findingLines(assessment.toSort, words);
  const problemsTitle = t('plan:assessment.problems');
  const members = household(data, words);
  const needs = needLines(data, words);
  const visit = visitOf(data, words);
  const titles = {
    household: t('plan:details.summary.household-title'),
    pets: t('plan:details.summary.pets-title'),
    steps: t('shared:three-steps.title'),
    needs: t('plan:needs.title', { context: planContext(data.answers, keptDetails(data)) }),
    checklist: t('plan:checklist.title'),
    tips: t('shared:tips.title'),
  };
  const subject = t(data.updated ? 'mail:plan.updated-subject' : 'mail:plan.subject');
  const greeting = t('mail:greeting', { name: data.name });
  // One person's plan is said to them ('_alone' words).
  const context = planContext(data.answers, keptDetails(data));
  const intro = t(data.updated ? 'mail:plan.updated-intro' : 'mail:plan.intro', { context });
  const printIntro = t('mail:plan.print-intro', { context });
  const calendarIntro = t('mail:plan.calendar-intro');
  const printLink = t('plan:complete.print');
  const sketch = sketchMailPart(data.sketch, assessment, words);
  // What makes the home safer, then what is done: the list under the headline is not repeated.
  const checklist = findingLines([...assessment.safer, ...assessment.done], words);
  const marks = { done: t('plan:checklist.done'), todo: t('plan:checklist.todo') };
  const tips = TIP_ORDER.map((key) => ({
    title: t(`shared:tips.${key}.title`),
    body: t(`shared:tips.${key}.body`),
  }));
  const link = printUrl(data, language);
  const manage = manageUrl(data, language);
  const manageIntro = t('mail:plan.manage-intro');
  const manageLink = t('mail:plan.manage-link');
  const privacyIntro = t('mail:plan.privacy-intro');
  const privacyLink = pageUrl(data.publicUrl, language, paths.privacy);
  const footer = [t('mail:footer'), t('quiz:complete.email-unsubscribe'), t('common:agency.name')];

  const plain = [
    greeting,
    '',
    intro,
    '',
    ...textVisit(visit),
    ...(open ? [open.toUpperCase(), openLead, textChecklist(toSort, marks), ''] : []),
    titles.steps.toUpperCase(),
    ...textSteps(steps, problemsTitle),
    ...textHousehold(members, titles),
    ...textNeeds(needs, titles.needs),
    '',
    titles.checklist.toUpperCase(),
    textChecklist(checklist, marks),
    '',
    ...(sketch
      ? [sketch.title.toUpperCase(), `(${sketch.alt}: ${sketch.image.filename})`, '']
      : []),
    titles.tips.toUpperCase(),
    ...tips.map((tip) => `- ${tip.title}: ${tip.body}`),
    '',
    printIntro,
    link,
    '',
    ...(manage ? [manageIntro, manage, ''] : []),
    calendarIntro,
    '',
    privacyIntro,
    privacyLink,
    '',
    '-- ',
    ...footer,
    '',
  ].join('\n');

  const body = html`<p>${greeting}</p>
    <p>${intro}</p>
    ${
      visit
        ? html`<div
            style="margin:16px 0;padding:12px 16px;border-left:6px solid #b8141e;background:#f2f3f5"
          >
            <h2 style="font-size:20px;margin:0 0 8px">${visit.title}</h2>
            <p style="margin:0">${visit.lead}</p>
            <ul style="padding-left:20px">
              ${visit.reasons.map((reason) => html`<li>${reason}</li> `)}
            </ul>
            <p style="margin:0 0 8px">${visit.body}</p>
            <p style="margin:0 0 8px">
              ${visit.phone}
              <a href="${HOME_VISIT_PHONE.tel}" style="color:#b8141e;font-weight:700"
                >${HOME_VISIT_PHONE.shown}</a
              >
              ${visit.station}
            </p>
            <p style="margin:0">
              <a href="${FENZ_ADVICE_URL}" style="color:#b8141e;font-weight:700">${visit.link}</a>
            </p>
          </div>`
        : ''
    }
    ${
      open
        ? html`<h2 style="font-size:20px;margin:24px 0 8px;color:#b8141e">${open}</h2>
            <p>${openLead}</p>
            <ol style="padding-left:20px">
              ${toSort.map((line) => html`<li><strong>${marks.todo}:</strong> ${line.label}</li> `)}
            </ol>`
        : ''
    }
    <h2 style="font-size:20px;margin:24px 0 8px">${titles.steps}</h2>
    <ol style="padding-left:20px">
      ${steps.map(
        (step) =>
          html`<li>
            <strong>${step.title}:</strong> ${step.lines.map(
              (line, index) => html`${index > 0 ? html`<br />` : ''}${line}`,
            )}
            ${
              step.problems.length > 0
                ? html`<br /><strong style="color:#b8141e">${problemsTitle}:</strong>
                    <ul>
                      ${step.problems.map((line) => html`<li>${line}</li> `)}
                    </ul>`
                : ''
            }
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
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${titles.household}</h2>
            <ul style="padding-left:20px">
              ${members.people.map((person) => html`<li>${person}</li> `)}
            </ul>`
        : ''
    }
    ${
      members.pets.length > 0
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${titles.pets}</h2>
            <ul style="padding-left:20px">
              ${members.pets.map((pet) => html`<li>${pet}</li> `)}
            </ul>`
        : ''
    }
    ${members.petAdvice ? html`<p><strong>${members.petAdvice}</strong></p>` : ''}
    ${
      hasNeeds(needs)
        ? html`<h2 style="font-size:20px;margin:24px 0 8px">${titles.needs}</h2>
            <ul style="padding-left:20px">
              ${needs.people.map(
                (person) =>
                  html`<li>
                    <strong>${person.name}:</strong> ${person.kinds}
                    <ul>
                      ${person.actions.map((action) => html`<li>${action}</li> `)}
                    </ul>
                  </li> `,
              )}
            </ul>
            ${needs.upstairs ? html`<p><strong>${needs.upstairs}</strong></p>` : ''}
            ${
              needs.onYourOwn
                ? html`<h3 style="font-size:17px;margin:16px 0 8px">${needs.onYourOwn.title}</h3>
                    <ul style="padding-left:20px">
                      ${needs.onYourOwn.lines.map((line) => html`<li>${line}</li> `)}
                    </ul>`
                : ''
            }`
        : ''
    }
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
    <h2 style="font-size:20px;margin:24px 0 8px">${titles.checklist}</h2>
    <ul style="padding-left:20px">
      ${checklist.map(
        (line) =>
          html`<li><strong>${line.done ? marks.done : marks.todo}:</strong> ${line.label}</li> `,
      )}
    </ul>
    <h2 style="font-size:20px;margin:24px 0 8px">${titles.tips}</h2>
    <ul style="padding-left:20px">
      ${tips.map((tip) => html`<li><strong>${tip.title}:</strong> ${tip.body}</li> `)}
    </ul>
    <p>${printIntro}<br /><a href="${link}" style="color:#b8141e">${printLink}</a></p>
    ${
      manage
        ? html`<p>
            ${manageIntro}<br /><a href="${manage}" style="color:#b8141e">${manageLink}</a>
          </p>`
        : ''
    }
    <p>${calendarIntro}</p>
    <p>${privacyIntro}<br /><a href="${privacyLink}" style="color:#b8141e">${privacyLink}</a></p>`;

  return {
    senderName: t('pwa:manifest.name'),
    subject,
    text: plain,
    html: emailDocument({ language, title: subject, body, footer: footer.join(' ') }),
    // The inline drawing (when there is one) and the reminders calendar the issue asks for.
    attachments: [...(sketch ? [sketch.image] : []), remindersAttachment(words, data.queuedAt)],
  };
};
