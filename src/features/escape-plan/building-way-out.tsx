import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { DETAIL_LIMITS } from '../../content/plan-detail-choices';
import { DetailTextField } from './detail-text-field';
import {
  buildingWayOutDescribed,
  selectPlanAnswers,
  selectPlanDetails,
} from '../../state/plan/plan-slice';
import { flatUsesStairs } from '../../domain/plan/setting';

/**
 * An apartment's way out of the building in words: which stairs (above the ground floor), which
 * exit. Optional.
 */
export function BuildingWayOut() {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const building = useAppSelector(selectPlanDetails).building ?? {};
  const stairs = flatUsesStairs(useAppSelector(selectPlanAnswers));
  const id = useId();
  return (
    <fieldset className="detail-panel" aria-describedby={`${id}-hint`}>
      <legend className="carousel__legend">{t('details.building.title')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('details.way-out.hint')}
      </p>
      {stairs && (
        <DetailTextField
          label={t('details.building.stairs-label')}
          hint={t('details.building.stairs-hint')}
          value={building.stairs ?? ''}
          maxLength={DETAIL_LIMITS.buildingText}
          onChange={(stairs) => dispatch(buildingWayOutDescribed({ ...building, stairs }))}
        />
      )}
      <DetailTextField
        label={t('details.building.exit-label')}
        hint={t('details.building.exit-hint')}
        value={building.exit ?? ''}
        maxLength={DETAIL_LIMITS.buildingText}
        onChange={(exit) => dispatch(buildingWayOutDescribed({ ...building, exit }))}
      />
    </fieldset>
  );
}
