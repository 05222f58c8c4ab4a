import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The agency mark and name, drawn inline so it needs no request. Decorative: the link names it.
 * Memoised, as the footer is: the header around it is drawn again on every page change.
 */
export const AgencyLogo = memo(function AgencyLogo() {
  const { t } = useTranslation();
  return (
    <span className="agency-logo">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="17" fill="#c8102e" />
        <path
          d="M18 6c2 5 8 8 8 15a8 8 0 0 1-16 0c0-4 2-6 4-8 0 3 1 5 3 6-1-5 0-9 1-13Z"
          fill="#fff"
        />
      </svg>
      <span className="agency-logo__name" aria-hidden="true">
        {t('agency.name')}
      </span>
    </span>
  );
});
