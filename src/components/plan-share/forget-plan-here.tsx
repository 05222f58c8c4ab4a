// "Forget this plan on this device", on the owner's page and the family member's page: for a
// phone the household shares. A confirmation first: to open (or change) the plan here again,
// its link is needed.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { hasPlanAnswers } from '../../domain/plan/flow';
import { selectPlanAnswers } from '../../state/plan/plan-slice';
import { clearDevicePlan, forgetPlanHere } from '../../state/saved-plans/forget-plan-here';
import { Confirmation } from '../confirmation';
import { ClearEverythingHere } from './clear-everything-here';
import './plan-share.css';

/** The button and its confirmation; `onForgotten` once this device has let the plan go. */
export function ForgetPlanHere({
  identifier,
  onForgotten,
}: {
  identifier: string;
  onForgotten: () => void;
}) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  function forget() {
    dispatch(forgetPlanHere(identifier));
    onForgotten();
  }
  return (
    <section className="forget-plan" aria-labelledby="forget-plan-title">
      <h2 id="forget-plan-title">{t('forget.title')}</h2>
      <p>{t('forget.lead')}</p>
      {confirming ? (
        <Confirmation
          title={t('forget.confirm-title')}
          body={t('forget.confirm-body')}
          yes={t('forget.confirm-yes')}
          no={t('forget.confirm-no')}
          onYes={forget}
          onNo={() => setConfirming(false)}
        />
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {t('forget.button')}
        </button>
      )}
    </section>
  );
}

/**
 * Said in the plan's place once this device has forgotten it; `pageTitle`: the page has no
 * heading of its own left (the family member's page), so this is its h1.
 */
export function PlanForgotten({ pageTitle = false }: { pageTitle?: boolean }) {
  const { t } = useTranslation(['plan', 'common']);
  const { to } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = pageTitle ? 'h1' : 'h2';
  return (
    <section className="forget-plan" aria-labelledby="plan-forgotten-title">
      <Heading id="plan-forgotten-title" ref={heading} tabIndex={-1}>
        {t('forget.done-title')}
      </Heading>
      <p>{t('forget.done-body')}</p>
      <ClearEverythingHere headingLevel={pageTitle ? 2 : 3} />
      <p>
        <Link to={to(paths.home)}>{t('common:not-found.home')}</Link>
      </p>
    </section>
  );
}

/**
 * The plan's answers on this device, offered to clear once the saved plan is deleted or forgotten
 * (they stay otherwise: printing and practising need no server).
 */
export function ClearDevicePlan() {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const hasDevicePlan = hasPlanAnswers(useAppSelector(selectPlanAnswers));
  const [cleared, setCleared] = useState(false);
  return (
    <>
      {hasDevicePlan && !cleared && (
        <>
          <p>{t('my-plan.device-copy')}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              dispatch(clearDevicePlan());
              setCleared(true);
            }}
          >
            {t('my-plan.clear-device')}
          </button>
        </>
      )}
      <p role="status">{cleared ? t('my-plan.cleared') : ''}</p>
    </>
  );
}
