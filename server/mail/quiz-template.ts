// The checklist email of the hazards quiz: grade, percentage, and each section's ticked (done)
// and unticked (to do) items. The summary it gets was recomputed on the server.
import type { QuizResultSummary } from '../../src/domain/quiz';
import { emailDocument, html } from './html';
import { textChecklist, type ChecklistLine, type Template } from './rendered-mail';
import { MAIL_TEXT, type MailText } from './text';

export interface QuizMailData {
  name: string;
  summary: QuizResultSummary;
}

interface Section {
  title: string;
  score: string;
  lines: ChecklistLine[];
}

function sections(summary: QuizResultSummary, text: MailText): Section[] {
  return summary.items.map((item) => {
    const labels = text.quiz.options[item.slug];
    return {
      title: text.quiz.sections[item.slug],
      score: text.quiz.sectionScore(item.score, item.points),
      lines: item.options.map((option) => ({
        done: option.checked,
        label: labels[option.value] ?? option.value,
      })),
    };
  });
}

export const renderQuizMail: Template<QuizMailData> = (data, language) => {
  const text = MAIL_TEXT[language];
  const { summary } = data;
  const score = text.quiz.score(summary.percentage);
  const grade = text.quiz.grades[summary.result];
  const parts = sections(summary, text);

  const plain = [
    text.greeting(data.name),
    '',
    text.quiz.intro,
    '',
    score,
    grade,
    '',
    ...(parts.length === 0
      ? [text.quiz.noSections, '']
      : parts.flatMap((part) => [
          `${part.title.toUpperCase()} (${part.score})`,
          textChecklist(part.lines, text),
          '',
        ])),
    '-- ',
    text.footer,
    text.agency,
    '',
  ].join('\n');

  const body = html`<p>${text.greeting(data.name)}</p>
    <p>${text.quiz.intro}</p>
    <p style="font-size:20px;margin:16px 0 4px"><strong>${score}</strong></p>
    <p style="margin:0 0 16px">${grade}</p>
    ${
      parts.length === 0
        ? html`<p>${text.quiz.noSections}</p>`
        : parts.map(
            (part) =>
              html`<h2 style="font-size:18px;margin:24px 0 4px">${part.title}</h2>
                <p style="margin:0;color:#555555">${part.score}</p>
                <ul style="padding-left:20px">
                  ${part.lines.map(
                    (line) =>
                      html`<li>
                        <strong>${line.done ? text.done : text.todo}:</strong> ${line.label}
                      </li> `,
                  )}
                </ul> `,
          )
    }`;

  return {
    subject: text.quiz.subject,
    text: plain,
    html: emailDocument({
      language,
      title: text.quiz.subject,
      body,
      footer: `${text.footer} ${text.agency}`,
    }),
  };
};
