// /my-plan/{identifier}: the owner's page of a saved plan. Reached from the plan
// email's private link (both keys after '#') or from this device's own plan. It opens the plan,
// takes it over to change it on this phone, and deletes it, with a confirmation first.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { PageLoader, PageShell } from '../../components/page-loader';
import { useAnswersPending } from '../../state/page-readiness';
import { planLinkFragment, planLinkKeys } from '../../contracts/plan-links';
import { deletePlan, fingerprint, selectSubmission } from '../../submissions';
import { selectOwnedPlan } from '../../state/saved-plans/owned-plan';
import { hasPlanAnswers } from '../../domain/plan/flow';
import { selectPlanAnswers } from '../../state/plan/plan-slice';
import { useSavedPlan } from '../../components/plan-share/use-saved-plan';
import { adoptSavedPlan, clearDevicePlan, forgetDeletedPlan } from './saved-plan-actions';
import './saved-plan.css';

type DeleteState =
  'idle' | 'confirming' | 'sending' | 'queued' | 'sent' | 'offline' | 'refused' | 'failed';

/** The delete of this plan as the submissions know it. */
function useDeleteState(identifier: string): DeleteState {
  const deletion = useAppSelector((state) => selectSubmission(state, 'planDelete'));
  if (!deletion || deletion.subject !== fingerprint(identifier)) return 'idle';
  const { status } = deletion;
  switch (status.state) {
    case 'sending':
    case 'queued':
    case 'sent':
      return status.state;
    case 'failed':
      if (status.failure.reason === 'network') return 'offline';
      return status.failure.reason === 'invalid' ? 'refused' : 'failed';
    default:
      return 'idle';
  }
}

/** The keys this page can use: the link's, else this device's own for its own plan. */
function usePlanKeys(identifier: string) {
  const owned = useAppSelector(selectOwnedPlan);
  const [fromLink] = useState(() => planLinkKeys(window.location.hash));
  const own = owned?.identifier === identifier ? owned : null;
  return {
    own: own !== null,
    readKey: fromLink.readKey ?? own?.readKey ?? null,
    ownerKey: fromLink.ownerKey ?? own?.ownerKey ?? null,
  };
}

function DeleteSection({ identifier, ownerKey }: { identifier: string; ownerKey: string }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const stored = useDeleteState(identifier);
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const state: DeleteState = confirming && stored !== 'sending' ? 'confirming' : stored;
  useEffect(() => {
    if (state === 'confirming') confirmHeading.current?.focus();
  }, [state]);
  async function remove() {
    setConfirming(false);
    await dispatch(deletePlan({ identifier, ownerKey }));
  }
  const message = {
    sending: t('my-plan.deleting'),
    queued: t('my-plan.queued'),
    offline: t('my-plan.failed-offline'),
    refused: t('my-plan.failed-refused'),
    failed: t('my-plan.failed'),
  } as Partial<Record<DeleteState, string>>;
  return (
    <section className="my-plan__delete" aria-labelledby="my-plan-delete-title">
      <h2 id="my-plan-delete-title">{t('my-plan.delete-title')}</h2>
      <p>{t('my-plan.delete-lead')}</p>
      <p role="status" aria-live="polite" className="my-plan__status">
        {message[state] ?? ''}
      </p>
      {state === 'confirming' ? (
        <div className="my-plan__confirm" role="group" aria-labelledby="my-plan-confirm-title">
          <h3 id="my-plan-confirm-title" ref={confirmHeading} tabIndex={-1}>
            {t('my-plan.confirm-title')}
          </h3>
          <p>{t('my-plan.confirm-body')}</p>
          <p className="my-plan__actions">
            <button type="button" className="button button--danger" onClick={() => void remove()}>
              {t('my-plan.confirm-yes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('my-plan.confirm-no')}
            </button>
          </p>
        </div>
      ) : (
        state !== 'queued' && (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={state === 'sending'}
            onClick={() => state !== 'sending' && setConfirming(true)}
          >
            {t('my-plan.delete')}
          </button>
        )
      )}
    </section>
  );
}

/** Said once the plan is deleted: what that means, and clearing this device's copy too. */
function Deleted({ identifier }: { identifier: string }) {
  const { t } = useTranslation(['plan', 'common']);
  const { to } = useLanguage();
  const dispatch = useAppDispatch();
  const hasDevicePlan = hasPlanAnswers(useAppSelector(selectPlanAnswers));
  const [cleared, setCleared] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    dispatch(forgetDeletedPlan(identifier));
    heading.current?.focus();
  }, [dispatch, identifier]);
  return (
    <section aria-labelledby="my-plan-deleted-title">
      <h2 id="my-plan-deleted-title" ref={heading} tabIndex={-1}>
        {t('my-plan.deleted-title')}
      </h2>
      <p>{t('my-plan.deleted-body')}</p>
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
      <p>
        <Link to={to(paths.home)}>{t('common:not-found.home')}</Link>
      </p>
    </section>
  );
}

function MyPlan({ identifier }: { identifier: string }) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const keys = usePlanKeys(identifier);
  const deleteState = useDeleteState(identifier);
  const { state, retry } = useSavedPlan(identifier);
  const openLink =
    to(paths.savedPrint(identifier)) +
    planLinkFragment({
      readKey: keys.readKey ?? undefined,
    });
  const gone =
    state.status === 'error' && (state.reason === 'not-found' || state.reason === 'deleted');
  // This device's own plan, gone from the server (deleted elsewhere, or unused too long): the
  // device stops offering to update it.
  useEffect(() => {
    if (gone && keys.own) dispatch(forgetDeletedPlan(identifier));
  }, [gone, keys.own, dispatch, identifier]);
  if (deleteState === 'sent') return <Deleted identifier={identifier} />;
  if (state.status === 'loading') return <PageLoader />;
  // Gone from the server: nothing to open, change or delete.
  if (state.status === 'error' && (state.reason === 'not-found' || state.reason === 'deleted')) {
    return (
      <p role="alert">
        {t(state.reason === 'not-found' ? 'my-plan.not-found' : 'print.error-deleted')}
      </p>
    );
  }
  const { ownerKey, readKey } = keys;
  function changeHere() {
    if (state.status !== 'loaded' || !ownerKey || !readKey) return;
    const { answers, details, sketch } = state;
    dispatch(
      adoptSavedPlan(
        identifier,
        { ownerKey, readKey },
        { answers, ...(details ? { details } : {}), ...(sketch ? { sketch } : {}) },
      ),
    );
    void navigate(to(paths.complete));
  }
  // Not reachable now (offline): said, and the delete can still wait in the outbox.
  const loadFailed = state.status === 'error' ? state.reason : null;
  return (
    <>
      {loadFailed && (
        <>
          <p role="alert">{t(`print.error-${loadFailed}`)}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            {t('print.retry')}
          </button>
        </>
      )}
      <p>{t('my-plan.lead')}</p>
      <p className="my-plan__actions">
        <Link className="button button--primary" to={openLink}>
          {t('my-plan.open')}
        </Link>
      </p>
      {ownerKey ? (
        <>
          <section aria-labelledby="my-plan-change-title">
            <h2 id="my-plan-change-title">{t('my-plan.change-title')}</h2>
            {keys.own ? (
              <Link className="button button--secondary" to={to(paths.complete)}>
                {t('my-plan.change-own')}
              </Link>
            ) : loadFailed ? null : (
              <>
                <p>{t('my-plan.change-here-note')}</p>
                <button type="button" className="button button--secondary" onClick={changeHere}>
                  {t('my-plan.change-here')}
                </button>
              </>
            )}
          </section>
          <DeleteSection identifier={identifier} ownerKey={ownerKey} />
        </>
      ) : (
        <p>{t('my-plan.no-owner')}</p>
      )}
    </>
  );
}

export default function MyPlanPage() {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const { identifier = '' } = useParams();
  const pending = useAnswersPending();
  return (
    <div className="saved-plan-page my-plan">
      <div className="saved-plan-page__body">
        <h1>{t('my-plan.title')}</h1>
        {pending ? <PageShell /> : <MyPlan identifier={identifier} />}
        <p>
          <Link to={to(paths.privacy)}>{t('my-plan.privacy')}</Link>
        </p>
      </div>
    </div>
  );
}
