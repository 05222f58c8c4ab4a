import { useTranslation } from 'react-i18next';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { describeNeeds, hasNeedsAdvice } from '../../domain/plan/household-needs';
import type { PlanDetails } from '../../domain/plan/details';
import { usePhraseText } from './plan-phrase';
import './plan-summary.css';

/**
 * What each person needs: for everyone whose needs the household gave, who wakes or
 * carries them and what to do; and the second way out from bedrooms upstairs. Nothing when the
 * household said nothing about needs (the plan as before). `details` are the details in use
 * (detailsForAnswers). On paper it starts a clean second page (print.css).
 */
export function NeedsSummary({
  details,
  sketch = null,
  headingLevel = 2,
  className = '',
  peopleOnly = false,
}: {
  details: PlanDetails | undefined;
  sketch?: FloorPlanSketch | null;
  headingLevel?: 2 | 3;
  className?: string;
  /** Only when someone's needs are known (paper: upstairs alone is a checklist to-do, no page). */
  peopleOnly?: boolean;
}) {
  const { t } = useTranslation('plan');
  const say = usePhraseText();
  const advice = describeNeeds(details, sketch);
  if (!hasNeedsAdvice(advice) || (peopleOnly && advice.people.length === 0)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={`needs-summary ${className}`.trim()}
      aria-labelledby="needs-summary-title"
      data-testid="needs-summary"
    >
      <Heading id="needs-summary-title">{t('needs.title')}</Heading>
      <ul className="needs-summary__people">
        {advice.people.map((person) => (
          <li key={person.personId} data-testid={`needs-${person.personId}`}>
            <p className="needs-summary__who">
              <strong>{person.name}</strong>: {person.kinds.map(say).join('; ')}
            </p>
            <ul className="needs-summary__actions">
              {person.actions.map((action, index) => (
                <li key={index}>{say(action)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {advice.upstairs && <p className="needs-summary__upstairs">{say(advice.upstairs)}</p>}
    </section>
  );
}
