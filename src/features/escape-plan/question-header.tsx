import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/use-language';

/** The back link above the question ('Previous' / 'E Hoki'; none on question 1) and its title. */
export function QuestionHeader({
  titleId,
  title,
  subtitle,
  backPath,
}: {
  titleId: string;
  title: string;
  subtitle: string;
  backPath: string | null;
}) {
  const { t } = useTranslation('plan');
  const { to } = useLanguage();
  return (
    <div className="question__header">
      {backPath && (
        <Link className="question__back" to={to(backPath)}>
          <span aria-hidden="true">‹ </span>
          {t('back')}
        </Link>
      )}
      <h1 id={titleId} className="question__title">
        {title}
      </h1>
      <p className="question__subtitle">{subtitle}</p>
    </div>
  );
}
