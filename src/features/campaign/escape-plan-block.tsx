import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';

/**
 * Into the escape-plan tool, in a new tab (spec) so the campaign page stays open behind it; with
 * the emergency number and the apartment-drill advice that belong with a plan.
 */
export function EscapePlanBlock({
  headingId,
  headingLevel = 2,
}: {
  headingId: string;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation(['campaign', 'common']);
  const { to } = useLanguage();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="campaign-block escape-plan-block">
      <Heading id={headingId}>{t('escape.title')}</Heading>
      <p>{t('escape.body')}</p>
      <a
        className="button button--primary"
        href={to(paths.firstQuestion)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('escape.link')}
        <span className="visually-hidden"> {t('common:external-link')}</span>
      </a>
      <div className="escape-plan-block__notes">
        <div>
          <h3>{t('escape.call-title')}</h3>
          <p>{t('facts.call-111')}</p>
        </div>
        <div>
          <h3>{t('escape.apartments-title')}</h3>
          <p>{t('facts.apartment-drills')}</p>
        </div>
      </div>
    </div>
  );
}
