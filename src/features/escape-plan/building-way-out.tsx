import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { DETAIL_LIMITS } from '../../content/plan-detail-choices';
import { DetailTextField } from './detail-text-field';
import { buildingWayOutDescribed, selectPlanDetails } from '../../state/plan/plan-slice';

/** An apartment's way out of the building in words: which stairs, which exit. Optional. */
export function BuildingWayOut() {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const building = useAppSelector(selectPlanDetails).building ?? {};
  const id = useId();
  return (
    <fieldset className="detail-panel" aria-describedby={`${id}-hint`}>
      <legend className="carousel__legend">{t('details.building.title')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('details.way-out.hint')}
      </p>
      <DetailTextField
        label={t('details.building.stairs-label')}
        hint={t('details.building.stairs-hint')}
        value={building.stairs ?? ''}
        maxLength={DETAIL_LIMITS.buildingText}
        onChange={(stairs) => dispatch(buildingWayOutDescribed({ ...building, stairs }))}
      />
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
