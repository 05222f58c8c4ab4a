// The checklist email of the hazards quiz: the score and grade, and each section's ticked (done)
// and unticked (to do) items, in the results page's words. The summary was recomputed on the
// server.
import { quizOptionTextKey } from '../../src/content/quiz-sections';
import type { QuizResultSummary } from '../../src/domain/quiz/quiz-rules';
import { emailDocument, html } from './html';
import { paths } from '../../src/routes';
import type { MailText } from './i18n';
import { pageUrl, textChecklist, type ChecklistLine, type Template } from './rendered-mail';

export interface QuizMailData {
  name: string;
  summary: QuizResultSummary;
  /** The app's address, for the links back to the quiz and the plan tool. */
  publicUrl: string;
}

interface Section {
  title: string;
  score: string;
  lines: ChecklistLine[];
}

function sections(summary: QuizResultSummary, { t }: MailText): Section[] {
  return summary.items.map((item) => ({
    title: t(`quiz:sections.${item.slug}.name`),
    score: t('quiz:complete.section-score', { score: item.score, points: item.points }),
    lines: item.options.map((option) => ({
      done: option.checked,
      label: t(`quiz:${quizOptionTextKey(item.slug, option.value, option.checked)}`, {
        defaultValue: option.value,
      }),
    })),
  }));
}

export const renderQuizMail: Template<QuizMailData> = (data, words) => {
  const { language, t } = words;
  const { summary } = data;
  const subject = t('mail:quiz.subject');
  const greeting = t('mail:greeting', { name: data.name });
  const intro = t('mail:quiz.intro');
  const linksIntro = t('mail:quiz.links-intro');
  const score = t('quiz:rating.score', { percentage: summary.percentage });
  const rating = {
    title: t(`quiz:rating.${summary.result}.title`),
    message: t(`quiz:rating.${summary.result}.message`),
  };
  const checklistTitle = t('quiz:complete.checklist-title');
  const noItems = t('quiz:complete.no-items');
  const marks = { done: t('quiz:complete.done'), todo: t('quiz:complete.to-do') };
  const parts = sections(summary, words);
  const links = [
    {
      label: t('mail:quiz.quiz-link'),
      url: pageUrl(data.publicUrl, language, paths.quiz('begin')),
    },
    { label: t('common:menu.escape-plan'), url: pageUrl(data.publicUrl, language, paths.home) },
  ];
  const footer = [
    t('mail:footer'),
    t('quiz:complete.email-unsubscribe'),
    t('quiz:complete.email-privacy'),
    t('common:agency.name'),
  ];

  const plain = [
    greeting,
    '',
    intro,
    '',
    score,
    rating.title,
    rating.message,
    '',
    checklistTitle.toUpperCase(),
    '',
    ...(parts.length === 0
      ? [noItems, '']
      : parts.flatMap((part) => [
          `${part.title.toUpperCase()} (${part.score})`,
          textChecklist(part.lines, marks),
          '',
        ])),
    linksIntro,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    '-- ',
    ...footer,
    '',
  ].join('\n');

  const body = html`<p>${greeting}</p>
    <p>${intro}</p>
    <p style="font-size:20px;margin:16px 0 4px"><strong>${score}</strong></p>
    <p style="margin:0"><strong>${rating.title}</strong></p>
    <p style="margin:0 0 16px">${rating.message}</p>
    <h2 style="font-size:20px;margin:24px 0 8px">${checklistTitle}</h2>
    ${
      parts.length === 0
        ? html`<p>${noItems}</p>`
        : parts.map(
            (part) =>
              html`<h3 style="font-size:18px;margin:24px 0 4px">${part.title}</h3>
                <p style="margin:0;color:#555555">${part.score}</p>
                <ul style="padding-left:20px">
                  ${part.lines.map(
                    (line) =>
                      html`<li>
                        <strong>${line.done ? marks.done : marks.todo}:</strong> ${line.label}
                      </li> `,
                  )}
                </ul> `,
          )
    }
    <p style="margin-top:24px">${linksIntro}</p>
    <ul style="padding-left:20px">
      ${links.map(
        (link) => html`<li><a href="${link.url}" style="color:#b8141e">${link.label}</a></li> `,
      )}
    </ul>`;

  return {
    senderName: t('pwa:manifest.name'),
    subject,
    text: plain,
    html: emailDocument({ language, title: subject, body, footer: footer.join(' ') }),
  };
};
