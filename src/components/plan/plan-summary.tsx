import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import type { AssessedStep, PlanAssessment } from '../../domain/plan/assessment';
import { describeHousehold, type PlanDescription } from '../../domain/plan/description';
import { detailsForAnswers } from '../../domain/plan/details-check';
import { planContext } from '../../domain/plan/setting';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';
import { NeedsSummary } from './needs-summary';
import type { Phrase } from '../../domain/plan/description';
import { usePhraseText } from './plan-phrase';
import { StepAdvice } from './step-advice';
import { Icon } from '../icon';
import './plan-summary.css';

type Level = 2 | 3;

/**
 * The person's own plan: the three steps with each way out described (or what to do instead),
 * and who lives here, who helps whom and who takes the pets. The same words on complete, review
 * and the printed plan, with what each person needs (and in the email, from the same domain description).
 */
export function PlanSummary({
  answers,
  details,
  assessment,
  headingLevel = 2,
  sketch = null,
}: {
  answers: PlanAnswers;
  details?: PlanDetails;
  /** The plan's one verdict (usePlanAssessment): the steps with what is left in each. */
  assessment: PlanAssessment;
  headingLevel?: Level;
  /** The floor-plan sketch: bedrooms upstairs add their second way out to the needs. */
  sketch?: FloorPlanSketch | null;
}) {
  const kept = detailsForAnswers(details ?? {}, answers);
  return (
    <div className="plan-summary">
      <PlanSteps steps={assessment.steps} headingLevel={headingLevel} />
      <HouseholdSummary
        household={describeHousehold(kept, planContext(answers, kept))}
        headingLevel={headingLevel}
      />
      <NeedsSummary answers={answers} details={kept} sketch={sketch} headingLevel={headingLevel} />
    </div>
  );
}

export function PlanSteps({ steps, headingLevel }: { steps: AssessedStep[]; headingLevel: Level }) {
  const { t } = useTranslation('plan');
  const say = usePhraseText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A box with more to say (what is left, what to do) takes a wider column on paper, so the row
  // of steps stays short (print.css reads the variable; the screen keeps equal columns).
  const columns = steps
    .map((step) => `minmax(0, ${1 + Number(step.problems.length > 0) + Number(!!step.advice)}fr)`)
    .join(' ');
  return (
    <ol className="plan-steps" style={{ '--print-step-columns': columns } as CSSProperties}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`plan-steps__item${step.problems.length > 0 ? ' plan-steps__item--problem' : ''}`}
        >
          <span className="plan-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <Icon name={step.icon} size={48} className="plan-steps__icon" />
          <Heading>{t(`print.steps.${step.key}`)}</Heading>
          <div className="plan-steps__lines" data-testid={`plan-step-${step.key}`}>
            {step.lines.map((line, lineIndex) => (
              <p key={lineIndex}>{say(line)}</p>
            ))}
          </div>
          {step.problems.length > 0 && <StepProblems problems={step.problems} stepKey={step.key} />}
          {step.advice && (
            <StepAdvice advice={step.advice} headingLevel={headingLevel === 2 ? 3 : 4} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** What makes this way out unusable for someone: said in its own box, where the plan is read. */
function StepProblems({ problems, stepKey }: { problems: Phrase[]; stepKey: string }) {
  const { t } = useTranslation('plan');
  const say = usePhraseText();
  return (
    <div className="step-problems" data-testid={`plan-step-problems-${stepKey}`}>
      <p className="step-problems__title">{t('assessment.problems')}</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            <Icon name="cross" size={20} className="step-problems__icon" />
            <span className="visually-hidden">{t('checklist.todo')}: </span>
            {say(problem)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HouseholdSummary({
  household,
  headingLevel,
}: {
  household: PlanDescription['household'];
  headingLevel: Level;
}) {
  const { t } = useTranslation('plan');
  const say = usePhraseText();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (household.people.length === 0 && household.pets.length === 0) return null;
  return (
    <section
      className="household-summary"
      aria-labelledby="household-summary-title"
      data-testid="household-summary"
    >
      <Heading id="household-summary-title">{t('details.summary.household-title')}</Heading>
      <ul>
        {household.people.map((person, index) => (
          <li key={`p${index}`}>{say(person)}</li>
        ))}
        {household.pets.map((pet, index) => (
          <li key={`a${index}`}>{say(pet)}</li>
        ))}
      </ul>
      {household.petAdvice && (
        <p className="household-summary__advice">{say(household.petAdvice)}</p>
      )}
    </section>
  );
}
