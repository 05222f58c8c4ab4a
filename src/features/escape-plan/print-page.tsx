import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { PageLoader, PageShell } from '../../components/page-loader';
import { useAnswersPending } from '../../state/page-readiness';
import { hasPlanAnswers } from '../../domain/plan/flow';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import type { PlanDetails } from '../../domain/plan/details';
import type { PlanAnswers } from '../../vocabulary/types';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';
import { PrintPlan } from './print-plan';
import { selectPlanAnswers, selectPlanDetails } from '../../state/plan/plan-slice';
import { selectSavedPlanIdentifier } from './plan-submission';
import { useSavedPlan } from '../../components/plan-share/use-saved-plan';
import { useLinkKeys } from '../../components/plan-share/use-link-keys';
import { ForgetPlanHere, PlanForgotten } from '../../components/plan-share/forget-plan-here';
import { useFormatDate } from '../../components/use-format-date';
import { nzDate } from '../../domain/shared/calendar-date';
import './escape-plan.css';
import './print.css';

/** Spec: the print dialog opens 1 s after the page shows. */
const PRINT_DELAY_MS = 1000;

/**
 * This device's plan (/print): shows a loader for a second while the page settles, then opens the
 * print dialog once. A saved plan opened from its link (`saved`) is a page to read: printed only
 * when the reader taps Print. On screen (not on paper) a way back: to the plan on this device, or
 * home.
 */
function PrintWhenReady({
  answers,
  identifier,
  details,
  sketch,
  saved = false,
  keptAt,
  after,
}: {
  answers: PlanAnswers;
  identifier: string | null;
  details?: PlanDetails;
  sketch: FloorPlanSketch | null;
  saved?: boolean;
  /** Shown from the copy kept on this device (no connection): when it was read. */
  keptAt?: number;
  /** On screen below the plan, never on paper (forgetting a saved plan on this device). */
  after?: ReactNode;
}) {
  const { t } = useTranslation(['plan', 'common']);
  const { to } = useLanguage();
  const formatDate = useFormatDate();
  const [ready, setReady] = useState(saved);
  useEffect(() => {
    if (saved) return;
    const timer = window.setTimeout(() => {
      setReady(true);
      window.print();
    }, PRINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);
  return (
    <div className="print-page">
      {!ready && (
        <div className="print-page__loader">
          <PageLoader />
          <p>{t('print.loading')}</p>
        </div>
      )}
      <div className="print-page__actions">
        <Link className="button button--secondary" to={to(saved ? paths.home : paths.complete)}>
          <span aria-hidden="true">‹ </span>
          {saved ? t('common:not-found.home') : t('print.back')}
        </Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('print.print-again')}
        </button>
      </div>
      {keptAt !== undefined && (
        <p className="print-page__kept" role="status">
          {t('print.kept', { date: formatDate(nzDate(keptAt)) })}
        </p>
      )}
      <PrintPlan
        answers={answers}
        details={details}
        sketch={sketch}
        identifier={identifier}
        ownPlan={!saved}
      />
      {after && <div className="print-page__after">{after}</div>}
    </div>
  );
}

function LocalPrint() {
  const answers = useAppSelector(selectPlanAnswers);
  const details = useAppSelector(selectPlanDetails);
  const identifier = useAppSelector(selectSavedPlanIdentifier);
  const sketch = useStoredSketch();
  const { to } = useLanguage();
  if (useAnswersPending()) return <PageShell />;
  if (!hasPlanAnswers(answers)) return <Navigate to={to(paths.home)} replace />;
  return (
    <PrintWhenReady answers={answers} details={details} sketch={sketch} identifier={identifier} />
  );
}

/**
 * Takes the link's keys out of the address at once, and waits for what the device keeps (its
 * keys, its copies of plans) before asking the server.
 */
function SavedPrint({ identifier }: { identifier: string }) {
  const { readKey = null } = useLinkKeys(identifier);
  const [forgotten, setForgotten] = useState(false);
  const pending = useAnswersPending();
  if (forgotten) {
    return (
      <div className="print-page">
        <PlanForgotten pageTitle />
      </div>
    );
  }
  if (pending) return <PageShell />;
  return (
    <SavedPlanPrint
      identifier={identifier}
      linkReadKey={readKey}
      onForgotten={() => setForgotten(true)}
    />
  );
}

function SavedPlanPrint({
  identifier,
  linkReadKey,
  onForgotten,
}: {
  identifier: string;
  linkReadKey: string | null;
  onForgotten: () => void;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const { state, retry } = useSavedPlan(identifier, linkReadKey);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'loaded') {
    return (
      <PrintWhenReady
        answers={state.answers}
        details={state.details}
        sketch={state.sketch}
        identifier={identifier}
        keptAt={state.keptAt}
        saved
        after={<ForgetPlanHere identifier={identifier} onForgotten={onForgotten} />}
      />
    );
  }
  return (
    <section className="print-page print-error" aria-labelledby="print-error-title">
      <h1 id="print-error-title">{t('print.title')}</h1>
      <p role="alert">{t(`print.error-${state.reason}`)}</p>
      <p className="print-error__actions">
        {(state.reason === 'offline' || state.reason === 'other') && (
          <button type="button" className="button button--primary" onClick={retry}>
            {t('print.retry')}
          </button>
        )}
        <Link className="button button--secondary" to={to(paths.firstQuestion)}>
          {t('print.make-plan')}
        </Link>
      </p>
    </section>
  );
}

/** /print prints this device's plan; /print/{identifier} a plan saved on the server. */
export default function PrintPage() {
  const { identifier } = useParams();
  return identifier ? <SavedPrint identifier={identifier} /> : <LocalPrint />;
}
