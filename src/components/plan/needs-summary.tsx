import { useTranslation } from 'react-i18next';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import { describeNeeds, hasNeedsAdvice } from '../../domain/plan/household-needs';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';
import { planContext } from '../../domain/plan/setting';
import { usePhraseText } from './plan-phrase';
import './plan-summary.css';

/**
 * What each person needs: for everyone whose needs the household gave, who wakes or
 * carries them and what to do; and the second way out from bedrooms upstairs. Nothing when the
 * household said nothing about needs (the plan as before). `details` are the details in use
 * (detailsForAnswers). On paper it starts a clean second page (print.css).
 */
export function NeedsSummary({
  answers,
  details,
  sketch = null,
  headingLevel = 2,
  className = '',
  peopleOnly = false,
}: {
  /** The plan's answers: someone who lives alone, and a flat's floor, change what is said. */
  answers: PlanAnswers;
  details: PlanDetails | undefined;
  sketch?: FloorPlanSketch | null;
  headingLevel?: 2 | 3;
  className?: string;
  /** Only when someone's needs are known (paper: upstairs alone is a checklist to-do, no page). */
  peopleOnly?: boolean;
}) {
  const { t } = useTranslation('plan');
  const say = usePhraseText();
  const advice = describeNeeds(details, sketch, answers);
  const personal = advice.people.length > 0 || advice.onYourOwn.length > 0;
  if (!hasNeedsAdvice(advice) || (peopleOnly && !personal)) return null;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      className={`needs-summary ${className}`.trim()}
      aria-labelledby="needs-summary-title"
      data-testid="needs-summary"
    >
      <Heading id="needs-summary-title">
        {t('needs.title', { context: planContext(answers, details) })}
      </Heading>
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
      {advice.onYourOwn.length > 0 && (
        <div className="needs-summary__alone" data-testid="needs-alone">
          <SubHeading className="needs-summary__alone-title">{t('needs.alone.title')}</SubHeading>
          <ul className="needs-summary__actions">
            {advice.onYourOwn.map((line, index) => (
              <li key={index}>{say(line)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
