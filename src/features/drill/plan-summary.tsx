import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { someoneNeedsHelp } from '../../domain/drill/drill-plan';
import { hasPlanAnswers } from '../../domain/plan/flow';
import type { PlanAnswers } from '../../vocabulary/types';
import { NeedsSummary } from '../../components/plan/needs-summary';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { selectHelpAssignments, selectPlanDetailsInUse } from '../../state/plan/plan-selectors';
import { selectPlanAnswers, selectPlanDetails } from '../../state/plan/plan-slice';
import { usePlanAssessment } from '../../components/plan/use-plan-assessment';
import { usePhraseText } from '../../components/plan/plan-phrase';
import { usePlanContext } from '../../state/plan/use-plan-context';

/**
 * The plan's three steps, worded as the printed plan words them (with the described ways out),
 * and what is left on each: the drill practises the plan as it stands.
 */
function PlanWaysOut() {
  const { t } = useTranslation(['drill', 'plan']);
  const say = usePhraseText();
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const { steps } = usePlanAssessment(answers, details, useStoredSketch());
  return (
    <dl className="drill-plan__steps">
      {steps.map((step) => (
        <div key={step.key} className="drill-plan__step">
          <dt>
            <img
              fetchPriority="low"
              src={`/icons/${step.icon}.svg`}
              alt=""
              width={32}
              height={32}
            />
            {t(`before.${step.key}`)}
          </dt>
          <dd data-testid={`drill-step-${step.key}`}>
            {step.lines.map((line, index) => (
              <span key={index} className="drill-plan__line">
                {say(line)}
              </span>
            ))}
            {step.problems.map((problem, index) => (
              <span key={`p${index}`} className="drill-plan__line drill-plan__problem">
                <span className="visually-hidden">{t('plan:checklist.todo')}: </span>
                {say(problem)}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Who helps whom, from the plan's household in the plan's own words; a plan without a
 * household only says whether someone needs help (from its answers).
 */
function PlanHelpers({ answers }: { answers: PlanAnswers }) {
  const { t } = useTranslation(['drill', 'plan']);
  const assignments = useAppSelector(selectHelpAssignments);
  const context = usePlanContext();
  if (assignments.length === 0) {
    return (
      <p>
        {t(someoneNeedsHelp(answers) ? 'before.someone-needs-help' : 'before.no-helpers', {
          context,
        })}
      </p>
    );
  }
  return (
    <ul className="drill-plan__helpers" data-testid="drill-helpers">
      {assignments.map(({ person, helper }) => (
        <li key={person.id}>
          {helper
            ? t('plan:details.summary.person-helped', { name: person.name, helper: helper.name })
            : t('plan:details.summary.person-needs-helper', { name: person.name, context })}
        </li>
      ))}
    </ul>
  );
}

/**
 * Before the drill: the plan's two ways out, its meeting place, who helps whom, and what each
 * person needs (who wakes or carries them).
 */
export function PlanSummary() {
  const { t } = useTranslation('drill');
  const { to } = useLanguage();
  const answers = useAppSelector(selectPlanAnswers);
  const hasPlan = hasPlanAnswers(answers);
  const details = useAppSelector(selectPlanDetailsInUse);
  const sketch = useStoredSketch();
  const context = usePlanContext();
  return (
    <section className="drill-section drill-plan" aria-labelledby="drill-plan-title">
      <h2 id="drill-plan-title">{t('before.title')}</h2>
      {hasPlan ? (
        <>
          <PlanWaysOut />
          <h3>{t('before.helpers', { context })}</h3>
          <PlanHelpers answers={answers} />
          <NeedsSummary answers={answers} details={details} sketch={sketch} headingLevel={3} />
        </>
      ) : (
        <>
          <p>{t('before.no-plan')}</p>
          <p>
            <Link to={to(paths.firstQuestion)}>{t('before.make-plan')}</Link>
          </p>
        </>
      )}
      <p>{t('before.tell-everyone', { context })}</p>
    </section>
  );
}
