// The scored checklist: each answered section with what was ticked (done) and what was not (to
// do). On the results page each section is an accordion, open where something is left to do.
import { useTranslation } from 'react-i18next';
import { quizOptionTextKey } from '../../content/quiz-sections';
import type { QuizResultItem, QuizResultSummary } from '../../domain/quiz/quiz-rules';
import { Icon } from '../../components/icon';

/** Drawn inline: an SVG image is parsed into a document of its own, tens of milliseconds on a
 * low-tier phone just as the results arrive (components/icon.tsx). */
function StatusIcon({ checked }: { checked: boolean }) {
  return <Icon name={checked ? 'tick' : 'cross'} size={24} />;
}

/** What the two marks mean, in words (also on paper, where no screen reader helps). */
function ChecklistLegend() {
  const { t } = useTranslation('quiz');
  return (
    <p className="quiz-checklist__legend" aria-hidden="true">
      <span>
        <StatusIcon checked /> {t('complete.done')}
      </span>
      <span>
        <StatusIcon checked={false} /> {t('complete.to-do')}
      </span>
    </p>
  );
}

function ChecklistOptions({ item }: { item: QuizResultItem }) {
  const { t } = useTranslation('quiz');
  return (
    <ul className="quiz-checklist__options">
      {item.options.map((option) => (
        <li
          key={option.value}
          className={option.checked ? 'is-done' : 'is-to-do'}
          data-checked={option.checked}
        >
          <StatusIcon checked={option.checked} />
          <span>
            <span className="visually-hidden">
              {t(option.checked ? 'complete.done' : 'complete.to-do')}:{' '}
            </span>
            {t(quizOptionTextKey(item.slug, option.value, option.checked))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function SectionScore({ item }: { item: QuizResultItem }) {
  const { t } = useTranslation('quiz');
  return (
    <span className="quiz-checklist__score">
      {t('complete.section-score', { score: item.score, points: item.points })}
    </span>
  );
}

export function QuizChecklist({
  summary,
  collapsible,
}: {
  summary: QuizResultSummary;
  collapsible: boolean;
}) {
  const { t } = useTranslation('quiz');
  if (summary.items.length === 0) return <p>{t('complete.no-items')}</p>;
  return (
    <>
      <ChecklistLegend />
      <ul className="quiz-checklist">
        {summary.items.map((item) => (
          <li key={item.slug} className="quiz-checklist__section" data-section={item.slug}>
            {collapsible ? (
              <details open={item.score < item.points}>
                <summary>
                  <span className="quiz-checklist__name">{t(`sections.${item.slug}.name`)}</span>
                  <SectionScore item={item} />
                </summary>
                <ChecklistOptions item={item} />
              </details>
            ) : (
              <>
                <h3>
                  <span className="quiz-checklist__name">{t(`sections.${item.slug}.name`)}</span>{' '}
                  <SectionScore item={item} />
                </h3>
                <ChecklistOptions item={item} />
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
