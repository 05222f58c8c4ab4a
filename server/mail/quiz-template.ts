// The checklist email of the hazards quiz: the score and grade, and each section's ticked (done)
// and unticked (to do) items, in the results page's words. The summary was recomputed on the
// server.
import { quizOptionTextPath } from '../../src/content/quiz-sections';
import type { QuizResultSummary } from '../../src/domain/quiz/quiz-rules';
import { emailDocument, html } from './html';
import { paths } from '../../src/routes';
import { pageUrl, textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { WORDS, interpolate, lookup, type Words } from './words';

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

function sections(summary: QuizResultSummary, words: Words): Section[] {
  const { quiz } = words;
  return summary.items.map((item) => ({
    title: quiz.sections[item.slug].name,
    score: interpolate(quiz.complete['section-score'], { score: item.score, points: item.points }),
    lines: item.options.map((option) => ({
      done: option.checked,
      label:
        lookup(quiz, quizOptionTextPath(item.slug, option.value, option.checked)) ?? option.value,
    })),
  }));
}

export const renderQuizMail: Template<QuizMailData> = (data, language) => {
  const words = WORDS[language];
  const { mail, quiz } = words;
  const { summary } = data;
  const score = interpolate(quiz.rating.score, { percentage: summary.percentage });
  const rating = quiz.rating[summary.result];
  const marks = { done: quiz.complete.done, todo: quiz.complete['to-do'] };
  const parts = sections(summary, words);
  const links = [
    { label: mail.quiz.quizLink, url: pageUrl(data.publicUrl, language, paths.quiz('begin')) },
    { label: words.common.menu['escape-plan'], url: pageUrl(data.publicUrl, language, paths.home) },
  ];
  const footer = [
    mail.footer,
    quiz.complete['email-unsubscribe'],
    quiz.complete['email-privacy'],
    words.common.agency.name,
  ];

  const plain = [
    mail.greeting(data.name),
    '',
    mail.quiz.intro,
    '',
    score,
    rating.title,
    rating.message,
    '',
    quiz.complete['checklist-title'].toUpperCase(),
    '',
    ...(parts.length === 0
      ? [quiz.complete['no-items'], '']
      : parts.flatMap((part) => [
          `${part.title.toUpperCase()} (${part.score})`,
          textChecklist(part.lines, marks),
          '',
        ])),
    mail.quiz.linksIntro,
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    '-- ',
    ...footer,
    '',
  ].join('\n');

  const body = html`<p>${mail.greeting(data.name)}</p>
    <p>${mail.quiz.intro}</p>
    <p style="font-size:20px;margin:16px 0 4px"><strong>${score}</strong></p>
    <p style="margin:0"><strong>${rating.title}</strong></p>
    <p style="margin:0 0 16px">${rating.message}</p>
    <h2 style="font-size:20px;margin:24px 0 8px">${quiz.complete['checklist-title']}</h2>
    ${
      parts.length === 0
        ? html`<p>${quiz.complete['no-items']}</p>`
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
    <p style="margin-top:24px">${mail.quiz.linksIntro}</p>
    <ul style="padding-left:20px">
      ${links.map(
        (link) => html`<li><a href="${link.url}" style="color:#b8141e">${link.label}</a></li> `,
      )}
    </ul>`;

  return {
    senderName: mail.senderName,
    subject: mail.quiz.subject,
    text: plain,
    html: emailDocument({ language, title: mail.quiz.subject, body, footer: footer.join(' ') }),
  };
};
