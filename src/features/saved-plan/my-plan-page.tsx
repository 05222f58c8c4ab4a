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
import { planLinkFragment, type PlanLinkKeys } from '../../contracts/plan-links';
import { deletePlan, fingerprint, selectSubmission } from '../../submissions';
import { selectOwnedPlan } from '../../state/saved-plans/owned-plan';
import { Confirmation } from '../../components/confirmation';
import { useSavedPlan } from '../../components/plan-share/use-saved-plan';
import { useLinkKeys } from '../../components/plan-share/use-link-keys';
import {
  ClearDevicePlan,
  ForgetPlanHere,
  PlanForgotten,
} from '../../components/plan-share/forget-plan-here';
import { adoptSavedPlan } from './saved-plan-actions';
import { forgetDeletedPlan } from '../../state/saved-plans/forget-plan-here';
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
function usePlanKeys(identifier: string, fromLink: PlanLinkKeys) {
  const owned = useAppSelector(selectOwnedPlan);
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
  const state: DeleteState = confirming && stored !== 'sending' ? 'confirming' : stored;
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
        <Confirmation
          title={t('my-plan.confirm-title')}
          body={t('my-plan.confirm-body')}
          yes={t('my-plan.confirm-yes')}
          no={t('my-plan.confirm-no')}
          onYes={() => void remove()}
          onNo={() => setConfirming(false)}
          danger
        />
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
      <ClearDevicePlan />
      <p>
        <Link to={to(paths.home)}>{t('common:not-found.home')}</Link>
      </p>
    </section>
  );
}

function MyPlan({
  identifier,
  linkKeys,
  onForgotten,
}: {
  identifier: string;
  linkKeys: PlanLinkKeys;
  onForgotten: () => void;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const keys = usePlanKeys(identifier, linkKeys);
  const deleteState = useDeleteState(identifier);
  const { state, retry } = useSavedPlan(identifier, keys.readKey);
  // With its read key, so the link opens the plan wherever it is copied to; the plan's page takes
  // the key out of the address as it opens.
  const openLink =
    to(paths.savedPrint(identifier)) + planLinkFragment({ readKey: keys.readKey ?? undefined });
  const gone =
    state.status === 'error' && (state.reason === 'not-found' || state.reason === 'deleted');
  // This device's own plan, gone from the server (deleted elsewhere, or unused too long): the
  // device stops offering to update it.
  useEffect(() => {
    if (gone && keys.own) dispatch(forgetDeletedPlan(identifier));
  }, [gone, keys.own, dispatch, identifier]);
  if (deleteState === 'sent') return <Deleted identifier={identifier} />;
  if (state.status === 'loading') return <PageLoader />;
  // Gone from the server, or no key here to open it: nothing to open, change or delete.
  if (state.status === 'error' && state.reason !== 'offline' && state.reason !== 'other') {
    const message = {
      'not-found': 'my-plan.not-found',
      'no-key': 'print.error-no-key',
      deleted: 'print.error-deleted',
    } as const;
    return <p role="alert">{t(message[state.reason])}</p>;
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
      <ForgetPlanHere identifier={identifier} onForgotten={onForgotten} />
    </>
  );
}

export default function MyPlanPage() {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const { identifier = '' } = useParams();
  const pending = useAnswersPending();
  const linkKeys = useLinkKeys(identifier);
  // Forgotten on this device: said in the plan's place, whose keys are gone.
  const [forgotten, setForgotten] = useState(false);
  let body = <PageShell />;
  if (forgotten) body = <PlanForgotten />;
  else if (!pending) {
    body = (
      <MyPlan identifier={identifier} linkKeys={linkKeys} onForgotten={() => setForgotten(true)} />
    );
  }
  return (
    <div className="saved-plan-page my-plan">
      <div className="saved-plan-page__body">
        <h1>{t('my-plan.title')}</h1>
        {body}
        <p>
          <Link to={to(paths.privacy)}>{t('my-plan.privacy')}</Link>
        </p>
      </div>
    </div>
  );
}
