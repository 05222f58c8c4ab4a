import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { STOREYS } from '../../domain/plan/details';
import { hasSketch } from '../../domain/floor-plan/sketch';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { selectPlanDetails, storeysChosen } from '../../state/plan/plan-slice';

/**
 * How many levels the house has (optional): asked while no floor plan says, so a plan
 * for a home with bedrooms upstairs asks for a second way out from upstairs either way.
 */
export function StoreysQuestion() {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const storeys = useAppSelector(selectPlanDetails).storeys;
  const drawn = hasSketch(useStoredSketch());
  const id = useId();
  if (drawn) return null;
  return (
    <fieldset className="detail-panel storeys" aria-describedby={`${id}-hint`}>
      <legend className="carousel__legend">{t('details.storeys.title')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('details.storeys.hint')}
      </p>
      {STOREYS.map((option) => (
        <label key={option} className="household__check">
          <input
            type="radio"
            name={`${id}-storeys`}
            value={option}
            checked={storeys === option}
            onChange={() => dispatch(storeysChosen(option))}
          />
          <span>{t(`details.storeys.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
