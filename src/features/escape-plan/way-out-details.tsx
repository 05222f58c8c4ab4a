import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { DETAIL_LIMITS, WAY_OUT_KINDS, type WayOutRoute } from '../../content/plan-detail-choices';
import { describePlanSteps, inContext, type Phrase } from '../../domain/plan/description';
import { usePlanContext } from '../../state/plan/use-plan-context';
import { isSameWayTwice } from '../../domain/plan/details';
import { DetailTextField } from './detail-text-field';
import { selectPlanAnswers, selectPlanDetails, wayOutDescribed } from '../../state/plan/plan-slice';
import { StepAdvice } from '../../components/plan/step-advice';

/**
 * Under "Have you planned this way out?": when it is planned, which way it is (quick choices and a
 * short "from where to where"); when not, what to do next; when there is no other way, FENZ's
 * advice for being trapped. All optional: Continue does not wait for it.
 */
export function WayOutDetails({ route }: { route: WayOutRoute }) {
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const context = usePlanContext();
  const step = describePlanSteps(answers, details)[route === 'first' ? 0 : 1];
  if (step?.advice) {
    const said = (phrase: Phrase) => inContext(phrase, context);
    const advice = { title: said(step.advice.title), lines: step.advice.lines.map(said) };
    return (
      <div className="detail-panel detail-panel--advice" role="note">
        <StepAdvice advice={advice} headingLevel={2} />
      </div>
    );
  }
  return <WayOutForm route={route} />;
}

function WayOutForm({ route }: { route: WayOutRoute }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectPlanDetails);
  const wayOut = details.wayOuts?.[route] ?? {};
  // The same way twice is no second way out; said here, and on the plan's checklist.
  const sameAsFirst = route === 'second' && isSameWayTwice(details);
  const context = usePlanContext();
  const id = useId();
  return (
    <fieldset className="detail-panel" aria-describedby={`${id}-hint`}>
      <legend className="carousel__legend">{t('details.way-out.title')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('details.way-out.hint', { context })}
      </p>
      <div className="chips">
        {WAY_OUT_KINDS.map((kind) => (
          <label key={kind} className="chip">
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              checked={wayOut.kind === kind}
              onChange={() => dispatch(wayOutDescribed({ route, wayOut: { ...wayOut, kind } }))}
            />
            <span>{t(`details.way-out.kinds.${kind}`)}</span>
          </label>
        ))}
      </div>
      {sameAsFirst ? (
        <p className="field__error" role="alert">
          {t('details.way-out.same-as-first')}
        </p>
      ) : null}
      <DetailTextField
        label={t('details.way-out.description-label')}
        hint={t('details.way-out.description-hint')}
        value={wayOut.description ?? ''}
        maxLength={DETAIL_LIMITS.wayOutDescription}
        onChange={(description) =>
          dispatch(wayOutDescribed({ route, wayOut: { ...wayOut, description } }))
        }
      />
    </fieldset>
  );
}
