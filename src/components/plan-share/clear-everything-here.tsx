// "Clear everything on this device", for a phone others use too: on the privacy page and where a
// forgotten or deleted plan says what stays on the device. A confirmation first; then every name,
// need, drawing, drill and answer this app kept here is gone, and the page says so.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../state/hooks';
import { clearEverythingHere } from '../../state/saved-plans/forget-plan-here';
import { Confirmation } from '../confirmation';
import './plan-share.css';

type ClearState = 'idle' | 'confirming' | 'clearing' | 'cleared';

export function ClearEverythingHere({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ClearState>('idle');
  const status = useRef<HTMLParagraphElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  async function clear() {
    setState('clearing');
    await dispatch(clearEverythingHere());
    setState('cleared');
    status.current?.focus();
  }
  return (
    <section className="clear-device" aria-labelledby="clear-device-title">
      <Heading id="clear-device-title">{t('clear-device.title')}</Heading>
      <p>{t('clear-device.lead')}</p>
      {state === 'confirming' && (
        <Confirmation
          title={t('clear-device.confirm-title')}
          body={t('clear-device.confirm-body')}
          yes={t('clear-device.confirm-yes')}
          no={t('clear-device.confirm-no')}
          onYes={() => void clear()}
          onNo={() => setState('idle')}
          danger
        />
      )}
      {(state === 'idle' || state === 'clearing') && (
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={state === 'clearing'}
          onClick={() => state === 'idle' && setState('confirming')}
        >
          {t('clear-device.button')}
        </button>
      )}
      <p role="status" ref={status} tabIndex={-1}>
        {state === 'clearing' ? t('clear-device.clearing') : ''}
        {state === 'cleared' ? t('clear-device.done') : ''}
      </p>
    </section>
  );
}
