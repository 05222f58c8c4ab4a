import { useTranslation } from 'react-i18next';
import { PRINT_TIP_KEYS } from '../../content/tips';
import { TipsList } from '../../components/tips-list';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { helpAssignments } from '../../domain/household';
import { deriveChecklist } from '../../domain/plan-checklist';
import { describePlan } from '../../domain/plan-description';
import { detailsForAnswers } from '../../domain/plan-details-check';
import type { PlanDetails } from '../../domain/plan-details';
import type { PlanAnswers } from '../../domain/types';
import { SketchSummary } from '../floor-plan';
import { PlanChecklist } from './plan-checklist';
import { HouseholdSummary, PlanSteps } from './plan-summary';

const RESPONSIBILITIES = ['alarm', 'helper', 'call'] as const;

/** Beyond this many household and checklist lines the plan prints compact to stay on one sheet. */
const DENSE_PRINT_LINES = 18;

/**
 * The one-page printable plan: the three steps across the top, the household under them, the
 * floor-plan drawing when there is one, then the lines to fill in by hand (the helper line only
 * while nobody is named) beside the checklist.
 */
export function PrintPlan({
  answers,
  details,
  sketch = null,
}: {
  answers: PlanAnswers;
  details?: PlanDetails;
  sketch?: FloorPlanSketch | null;
}) {
  const { t } = useTranslation('plan');
  const description = describePlan(answers, details);
  const kept = details && detailsForAnswers(details, answers);
  const helpersNamed = helpAssignments(kept).some((assignment) => assignment.helper !== null);
  const { people, pets } = description.household;
  const dense =
    people.length + pets.length + deriveChecklist(answers, kept).length > DENSE_PRINT_LINES;
  const lines = RESPONSIBILITIES.filter((key) => key !== 'helper' || !helpersNamed);
  return (
    <article
      className={`print-plan${dense ? ' print-plan--dense' : ''}`}
      aria-labelledby="print-title"
    >
      <h1 id="print-title">{t('print.title')}</h1>
      <PlanSteps steps={description.steps} headingLevel={2} />
      <HouseholdSummary household={description.household} headingLevel={2} />
      {sketch && sketch.rooms.length > 0 && (
        <section className="print-sketch">
          <SketchSummary sketch={sketch} />
        </section>
      )}
      <div className="print-plan__columns">
        <section className="print-responsibilities" aria-labelledby="print-responsibilities">
          <h2 id="print-responsibilities">{t('print.responsibilities.title')}</h2>
          <ul>
            {lines.map((key) => (
              <li key={key}>
                {t(`print.responsibilities.${key}`)}
                <span className="print-responsibilities__line" aria-hidden="true" />
              </li>
            ))}
          </ul>
        </section>
        <PlanChecklist answers={answers} details={details} />
      </div>
      <TipsList only={PRINT_TIP_KEYS} />
      <aside className="print-help" aria-labelledby="print-help-title">
        <h2 id="print-help-title">{t('print.help.title')}</h2>
        <p>{t('print.help.body')}</p>
      </aside>
    </article>
  );
}
