import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a new home type drops the answers its flow does not ask (DECISIONS.md). */
export function HouseTypeConfirm({
  count,
  onConfirm,
  onCancel,
}: {
  count: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('plan');
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="house-type-confirm" role="alert">
      <p ref={message} tabIndex={-1}>
        {t('house-type-change.message', { count })}
      </p>
      <div className="house-type-confirm__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {t('house-type-change.confirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('house-type-change.cancel')}
        </button>
      </div>
    </div>
  );
}
