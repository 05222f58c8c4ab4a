import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './plan-share.css';

/** Big enough to scan from a printed page or across a table; the quiet zone is part of it. */
const QR_SIZE_PX = 240;

/**
 * A QR code of a link, drawn on the device (the `qrcode` library, loaded only where a code is
 * shown), as an image so it prints like one.
 */
export function PlanQrCode({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation('drill');
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(url, {
          errorCorrectionLevel: 'M',
          margin: 4,
          width: QR_SIZE_PX,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then(
        (src) => {
          if (current) setImage({ url, src });
        },
        () => {
          // No code drawn: the link itself is still shown beside it.
        },
      );
    return () => {
      current = false;
    };
  }, [url]);
  return (
    <figure className={`plan-qr ${className ?? ''}`}>
      {image && image.url === url ? (
        <img
          src={image.src}
          alt={t('share.qr-alt', { url })}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
          data-testid="plan-qr"
        />
      ) : (
        // The code's own size (plan-share.css, print.css): the page does not move when it comes.
        <span className="plan-qr__placeholder" />
      )}
      <figcaption>{t('share.qr-caption')}</figcaption>
    </figure>
  );
}
