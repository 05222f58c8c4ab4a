import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { someoneNeedsHelp } from '../../domain/drill-plan';
import { hasPlanAnswers } from '../../domain/plan-flow';
import { planThreeSteps } from '../../domain/plan-three-steps';
import type { PlanAnswers } from '../../domain/types';
import { selectPlanAnswers, usePlanStepWords } from '../escape-plan';

function PlanWaysOut({ answers }: { answers: PlanAnswers }) {
  const { t } = useTranslation('drill');
  const say = usePlanStepWords();
  return (
    <dl className="drill-plan__steps">
      {planThreeSteps(answers).map((step) => (
        <div key={step.key} className="drill-plan__step">
          <dt>
            <img src={`/icons/${step.icon}.svg`} alt="" width={32} height={32} />
            {t(`before.${step.key}`)}
          </dt>
          <dd data-testid={`drill-step-${step.key}`}>{say(step.text)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Before the drill: the plan's two ways out, its meeting place and who helps whom. */
export function PlanSummary() {
  const { t } = useTranslation('drill');
  const { to } = useLanguage();
  const answers = useAppSelector(selectPlanAnswers);
  const hasPlan = hasPlanAnswers(answers);
  return (
    <section className="drill-section drill-plan" aria-labelledby="drill-plan-title">
      <h2 id="drill-plan-title">{t('before.title')}</h2>
      {hasPlan ? (
        <>
          <PlanWaysOut answers={answers} />
          <h3>{t('before.helpers')}</h3>
          <p>{t(someoneNeedsHelp(answers) ? 'before.someone-needs-help' : 'before.no-helpers')}</p>
        </>
      ) : (
        <>
          <p>{t('before.no-plan')}</p>
          <p>
            <Link to={to(paths.firstQuestion)}>{t('before.make-plan')}</Link>
          </p>
        </>
      )}
      <p>{t('before.tell-everyone')}</p>
    </section>
  );
}
