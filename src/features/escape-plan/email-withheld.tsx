// What the screens say when the plan was saved but its email was withheld (a mail limit was
// reached): the plan is saved, it can be printed and shared from its link, and
// why no email comes now.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import type { EmailWithheld } from './plan-submission';

export function EmailWithheldMessage({
  withheld,
  identifier,
}: {
  withheld: EmailWithheld;
  identifier: string | null;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  return (
    <>
      <strong>{t('withheld.lead')}</strong> {t(`withheld.${withheld.reason}`)}{' '}
      {identifier ? (
        <Link to={to(paths.savedPrint(identifier))}>{t('withheld.link')}</Link>
      ) : (
        t('withheld.link')
      )}
    </>
  );
}
