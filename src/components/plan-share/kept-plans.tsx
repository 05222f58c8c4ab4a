// The saved plans this device keeps: its own, and those opened from their links. On
// the home page, so a plan opened once (from an email, a QR code on the fridge) is one tap away
// when the app is started from the home screen, with or without a connection.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { planLinkFragment } from '../../contracts/plan-links';
import { nzDate } from '../../domain/shared/calendar-date';
import { useFormatDate } from '../use-format-date';

export function KeptPlans() {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  const formatDate = useFormatDate();
  const kept = useAppSelector((state) => state.savedPlans.kept);
  // Newest first: the plan opened last is the one most likely wanted.
  const plans = Object.entries(kept).reverse();
  if (plans.length === 0) return null;
  return (
    <section className="kept-plans" aria-labelledby="kept-plans-title">
      <h2 id="kept-plans-title">{t('kept-plans.title')}</h2>
      <ul>
        {plans.map(([identifier, plan]) => (
          <li key={identifier}>
            <Link
              to={
                to(paths.savedPrint(identifier)) +
                planLinkFragment({ readKey: plan.readKey ?? undefined })
              }
            >
              {t('kept-plans.link', { date: formatDate(nzDate(plan.keptAt)) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
