import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { selectOwnedPlan } from '../../state/saved-plans/owned-plan';
import { COMPLETE_FORM_ID } from './complete-form';
import { selectPlanChangedSinceSent, selectPlanSubmissionStatus } from './plan-submission';

/**
 * Beside the headline: this device's saved plan is older than the plan on screen, so its link,
 * QR code and printed copies show the plan as it was. `updateHere`: the update form is on this
 * page (a link to it), else the page's own button says how (review).
 */
export function SavedCopyBehind({ updateHere }: { updateHere: boolean }) {
  const { t } = useTranslation('plan');
  const owned = useAppSelector(selectOwnedPlan);
  const changed = useAppSelector(selectPlanChangedSinceSent);
  const { state } = useAppSelector(selectPlanSubmissionStatus);
  if (!owned || !changed || state !== 'sent') return null;
  return (
    <p className="saved-copy-behind" data-testid="saved-copy-behind">
      {t('assessment.behind')}{' '}
      {updateHere && <a href={`#${COMPLETE_FORM_ID}`}>{t('assessment.behind-update')}</a>}
    </p>
  );
}
