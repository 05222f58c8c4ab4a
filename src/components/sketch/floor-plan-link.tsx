import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { useStoredSketch } from '../../state/floor-plan/stored-sketch';

/** "Draw your home": an optional step offered on complete and review. */
export function FloorPlanLink() {
  const { t } = useTranslation('floor-plan');
  const { to } = useLanguage();
  const drawn = (useStoredSketch()?.rooms.length ?? 0) > 0;
  return (
    <section className="floor-plan-link" aria-labelledby="floor-plan-link-title">
      <h2 id="floor-plan-link-title">{t('link.title')}</h2>
      <p>{t('link.body')}</p>
      <p>
        <Link className="button button--secondary" to={to(paths.floorPlan)}>
          {drawn ? t('link.edit') : t('link.start')}
        </Link>
      </p>
    </section>
  );
}
