import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { ShareLinks } from '../../components/share-links';
import { TipsList } from '../../components/tips-list';
import { CalendarReminders } from '../../components/drill/calendar-reminders';
import { FloorPlanLink } from '../../components/sketch/floor-plan-link';
import { SketchSummary } from '../../components/sketch/sketch-view';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { SharePlan } from '../../components/plan-share';
import { RequirePlanAnswers } from './plan-guard';
import { PlanChecklist } from './plan-checklist';
import { PlanSummary } from '../../components/plan/plan-summary';
import { PlanToSort, usePlanHeadline } from '../../components/plan/plan-headline';
import { SavedCopyBehind } from './saved-copy-behind';
import { usePlanAssessment } from '../../components/plan/use-plan-assessment';
import { VisitCallout } from './visit-callout';
import { FloorUnasked } from './floor-unasked';
import { usePlanContext } from '../../state/plan/use-plan-context';
import { selectPlanAnswers, selectPlanDetails, selectPlanName } from '../../state/plan/plan-slice';
import { EmailWithheldMessage } from './email-withheld';
import { selectPlanDetailsInUse } from '../../state/plan/plan-selectors';
import {
  selectPlanChangedSinceSent,
  selectPlanEmailWithheld,
  selectPlanSubmissionStatus,
  selectSavedPlanIdentifier,
} from './plan-submission';
import { selectOwnedPlan } from '../../state/saved-plans/owned-plan';
import { planLinkFragment } from '../../contracts/plan-links';
import './escape-plan.css';

/** /review: a banner with the householder's name, their plan and checklist, print, share and tips. */
export default function ReviewPage() {
  const { t } = useTranslation(['plan', 'drill']);
  const { to } = useLanguage();
  const name = useAppSelector(selectPlanName).trim();
  const identifier = useAppSelector(selectSavedPlanIdentifier);
  const owned = useAppSelector(selectOwnedPlan);
  const { state } = useAppSelector(selectPlanSubmissionStatus);
  const answers = useAppSelector(selectPlanAnswers);
  const context = usePlanContext();
  const details = useAppSelector(selectPlanDetails);
  const detailsInUse = useAppSelector(selectPlanDetailsInUse);
  const saved = state === 'sent';
  const queued = state === 'queued';
  // The answers changed after the email went out: that email is not the current plan.
  const changed = useAppSelector(selectPlanChangedSinceSent);
  // Saved, but a mail limit kept its email back: say so, and that its link prints and shares it.
  const withheld = useAppSelector(selectPlanEmailWithheld);
  const sketch = useStoredSketch();
  const assessment = usePlanAssessment(answers, details, sketch);
  const headline = usePlanHeadline(assessment, t('review.title-no-name'));
  return (
    <RequirePlanAnswers>
      <div className="plan-page plan-page--review">
        <section className="review-banner" aria-labelledby="review-title">
          <h1 id="review-title">{name ? t('review.title', { name }) : headline}</h1>
          {/* With a name the title names them; what is left is said under it. */}
          {name && assessment.toSort.length > 0 && (
            <p className="review-banner__open">{headline}</p>
          )}
          <PlanToSort assessment={assessment} />
          <FloorUnasked answers={answers} />
          <p role="status">
            {withheld ? (
              <EmailWithheldMessage withheld={withheld} identifier={identifier} />
            ) : saved ? (
              t(changed ? 'review.changed' : 'review.lead', { context })
            ) : queued ? (
              t('review.queued')
            ) : (
              t('review.not-sent')
            )}
          </p>
          {!saved && !queued && (
            <Link className="button button--secondary" to={to(paths.complete)}>
              {t('review.send-again')}
            </Link>
          )}
          {saved && changed && owned && <SavedCopyBehind updateHere={false} />}
          {saved && (changed || withheld) && (
            <Link className="button button--secondary" to={to(paths.complete)}>
              {t('review.send-current')}
            </Link>
          )}
          <p className="review-banner__actions">
            <Link className="button button--primary" to={to(paths.print)}>
              {t('review.print')}
            </Link>
            {identifier && (
              // With its read key after '#': the link opens the plan wherever it is copied to.
              <Link
                className="button button--secondary"
                to={
                  to(paths.savedPrint(identifier)) +
                  planLinkFragment({
                    readKey: owned?.identifier === identifier ? owned.readKey : undefined,
                  })
                }
              >
                {t('review.saved-link')}
              </Link>
            )}
            {owned && (
              <Link className="button button--secondary" to={to(paths.myPlan(owned.identifier))}>
                {t('complete.manage')}
              </Link>
            )}
          </p>
        </section>
        <div className="plan-page__body">
          <VisitCallout answers={answers} details={detailsInUse} />
          <section className="complete__plan" aria-labelledby="review-plan-title">
            <h2 id="review-plan-title">{t('details.summary.title')}</h2>
            <PlanSummary
              answers={answers}
              details={details}
              assessment={assessment}
              headingLevel={3}
              sketch={sketch}
            />
          </section>
          <PlanChecklist assessment={assessment} />
          {sketch && sketch.rooms.length > 0 && (
            <SketchSummary sketch={sketch} assessment={assessment} />
          )}
          <FloorPlanLink />
          <SharePlan identifier={identifier} />
          <p className="review-page__drill">
            <Link className="button button--secondary" to={to(paths.drill)}>
              {t('drill:link')}
            </Link>
          </p>
          <CalendarReminders />
          <ShareLinks />
          <TipsList />
          <p>
            <Link to={to(paths.tips)}>{t('review.tips-link')}</Link>
          </p>
        </div>
      </div>
    </RequirePlanAnswers>
  );
}
