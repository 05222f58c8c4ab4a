import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { ShareLinks } from '../../components/share-links';
import { TipsList } from '../../components/tips-list';
import { isHomeVisitRecommended } from '../../domain/plan/household-needs';
import { asksForAdvice } from '../../domain/plan/assessment';
import { FloorPlanLink } from '../../components/sketch/floor-plan-link';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { AdviceBanner } from './advice-banner';
import { CompleteForm } from './complete-form';
import { PlanChecklist } from './plan-checklist';
import { RequirePlanAnswers } from './plan-guard';
import { PlanSummary } from '../../components/plan/plan-summary';
import { PlanToSort, usePlanHeadline } from '../../components/plan/plan-headline';
import { SavedCopyBehind } from './saved-copy-behind';
import { usePlanAssessment } from '../../components/plan/use-plan-assessment';
import { selectPlanAnswers, selectPlanDetails } from '../../state/plan/plan-slice';
import { selectPlanDetailsInUse } from '../../state/plan/plan-selectors';
import { VisitCallout } from './visit-callout';
import { FloorUnasked } from './floor-unasked';
import { usePlanContext } from '../../state/plan/use-plan-context';
import './escape-plan.css';

/** /complete: the plan's preview, the email form, print, checklist, advice, share and tips. */
export default function CompletePage() {
  const { t } = useTranslation(['plan', 'drill']);
  const { to } = useLanguage();
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const detailsInUse = useAppSelector(selectPlanDetailsInUse);
  const sketch = useStoredSketch();
  const assessment = usePlanAssessment(answers, details, sketch);
  const headline = usePlanHeadline(assessment, t('complete.title'));
  // A visit the answers call for is said near the top; otherwise the advice stays where it was.
  const visit = isHomeVisitRecommended(answers, detailsInUse);
  const context = usePlanContext();
  return (
    <RequirePlanAnswers>
      <div className="plan-page plan-page--complete">
        <div className="plan-page__body">
          <Link className="question__back" to={to(paths.firstQuestion)}>
            <span aria-hidden="true">‹ </span>
            {t('complete.redo')}
          </Link>
          <h1>{headline}</h1>
          <SavedCopyBehind updateHere />
          <PlanToSort assessment={assessment} />
          <FloorUnasked answers={answers} />
          <p>{t('complete.lead')}</p>
          <VisitCallout answers={answers} details={detailsInUse} />
          <section className="complete__plan" aria-labelledby="complete-plan-title">
            <h2 id="complete-plan-title">{t('details.summary.title')}</h2>
            <PlanSummary
              answers={answers}
              details={details}
              assessment={assessment}
              headingLevel={3}
              sketch={sketch}
            />
          </section>
          <CompleteForm />
          <p>
            <Link className="button button--secondary" to={to(paths.print)}>
              {t('complete.print')}
            </Link>
          </p>
          <FloorPlanLink />
          <PlanChecklist assessment={assessment} />
          {!visit && asksForAdvice(assessment) && <AdviceBanner />}
          <ShareLinks />
          <TipsList />
          <p>
            <Link to={to(paths.tips)}>{t('complete.tips-link', { context })}</Link>
          </p>
          <p>
            <Link to={to(paths.drill)}>{t('drill:link')}</Link>
          </p>
        </div>
      </div>
    </RequirePlanAnswers>
  );
}
