import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Finding, FindingPlace, PlanAssessment } from '../../domain/plan/assessment';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { usePhraseText } from './plan-phrase';
import './plan-findings.css';

/**
 * The plan's headline: the page's own words when nothing holds the plan back, else how many
 * things stand between the plan and "ready": the things PlanToSort lists right under it.
 */
export function usePlanHeadline(assessment: PlanAssessment, ready: string): string {
  const { t } = useTranslation('plan');
  const count = assessment.toSort.length;
  return count === 0 ? ready : t('assessment.open', { count });
}

/** Where a finding is sorted, as an address of the app (none: it is done in the home). */
function placePath(place: FindingPlace): string | null {
  switch (place.kind) {
    case 'question':
      return paths.question(place.slug);
    case 'drawing':
      return paths.floorPlan;
    case 'drill':
      return paths.drill;
    case 'home':
      return null;
  }
}

/**
 * Under a headline that is not "ready": the things it counts, one line each, as an error summary
 * lists its errors, each a link to where it is sorted (on paper, the words alone).
 */
export function PlanToSort({
  assessment,
  links = true,
}: {
  assessment: PlanAssessment;
  links?: boolean;
}) {
  const { t } = useTranslation('plan');
  if (assessment.toSort.length === 0) return null;
  return (
    <div className="plan-to-sort" data-testid="plan-to-sort">
      <p className="plan-to-sort__lead">{t('assessment.open-lead')}</p>
      <FindingLines findings={assessment.toSort} links={links} testId="plan-to-sort-item" />
    </div>
  );
}

/** Findings as a list of lines, each (on screen) a link to where it is sorted. */
export function FindingLines({
  findings,
  links,
  testId,
}: {
  findings: readonly Finding[];
  links: boolean;
  testId: string;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const say = usePhraseText();
  return (
    <ol className="plan-findings">
      {findings.map((finding) => {
        const path = links ? placePath(finding.place) : null;
        const words = say(finding.words);
        return (
          <li
            key={finding.id}
            className={`plan-findings__item plan-findings__item--${finding.done ? 'done' : 'todo'}`}
            data-testid={testId}
          >
            <span className="plan-findings__mark">
              {t(finding.done ? 'checklist.done' : 'checklist.todo')}
            </span>{' '}
            {path ? <Link to={to(path)}>{words}</Link> : <span>{words}</span>}
          </li>
        );
      })}
    </ol>
  );
}
