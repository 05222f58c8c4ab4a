import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { DoItNowCheck } from '../../content/plan-detail-choices';
import { doItNowRecorded, selectPlanAnswers, selectPlanDetails } from '../../state/plan/plan-slice';
import { someoneCannotUseFlatStairs } from '../../domain/plan/household-needs';
import { livesAlone, someoneNeedsHelp } from '../../domain/plan/setting';

/**
 * A check that takes a minute (press the alarm's test button, put the key by the deadlock),
 * offered where the question asks about it; ticking it records it on the plan's checklist.
 */
export function DoItNow({ check }: { check: DoItNowCheck }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const done = useAppSelector(selectPlanDetails).doneNow?.[check] === true;
  const id = useId();
  return (
    // Named by its title and its check: a screen may show two (the way out's key, clearing the
    // way), and two regions may not share one name.
    <section className="do-it-now" aria-labelledby={`${id}-title ${id}-check`}>
      <h2 id={`${id}-title`} className="do-it-now__title">
        {t('details.do-now.title')}
      </h2>
      <p id={`${id}-hint`} className="field__hint">
        {t(`details.do-now.${check}-hint`)}
      </p>
      <label className="do-it-now__check">
        <input
          type="checkbox"
          checked={done}
          aria-describedby={`${id}-hint`}
          onChange={(event) => dispatch(doItNowRecorded({ check, done: event.target.checked }))}
        />
        <span id={`${id}-check`}>{t(`details.do-now.${check}`)}</span>
      </label>
    </section>
  );
}

/**
 * In a flat above the ground floor: asked the building what its evacuation procedure provides
 * for someone who cannot use the stairs. Offered only when someone in the household cannot.
 */
export function EvacuationAsked() {
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const stairsAnswers = { ...answers, 'flat-floor': ['above'] };
  return someoneCannotUseFlatStairs(stairsAnswers, details) ? (
    <DoItNow check="evacuation-asked" />
  ) : null;
}

/**
 * Someone who lives alone and needs help, as the living-situation screen says it now: booked
 * the free home fire safety visit (it closes that to-do). Offered only to them.
 */
export function VisitBooked({ selected }: { selected: readonly string[] }) {
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const onScreen = { ...answers, 'living-situation': [...selected] };
  return livesAlone(onScreen, details) && someoneNeedsHelp(onScreen, details) ? (
    <DoItNow check="visit-booked" />
  ) : null;
}
