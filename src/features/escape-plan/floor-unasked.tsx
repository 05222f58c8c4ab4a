import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { flatFloorUnasked } from '../../domain/plan/setting';
import type { PlanAnswers } from '../../vocabulary/types';

/**
 * A flat plan saved before the floor was asked reads as it did (the stairs, never the lift) and
 * asks for the floor here, once, until it is answered.
 */
export function FloorUnasked({ answers }: { answers: PlanAnswers }) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  if (!flatFloorUnasked(answers)) return null;
  return (
    <aside
      className="floor-unasked"
      aria-labelledby="floor-unasked-title"
      data-testid="floor-unasked"
    >
      <h2 id="floor-unasked-title">{t('details.floor-unasked.title')}</h2>
      <p>{t('details.floor-unasked.body')}</p>
      <p>
        <Link className="button button--secondary" to={to(paths.question('flat-floor'))}>
          {t('details.floor-unasked.link')}
        </Link>
      </p>
    </aside>
  );
}
