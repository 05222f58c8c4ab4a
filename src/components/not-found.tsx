import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';
import { paths } from '../routes';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the message so screen-reader users hear why the page is empty.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" ref={heading} tabIndex={-1}>
        {t('not-found.title')}
      </h1>
      <p>{t('not-found.body')}</p>
      <Link className="button button--primary" to={to(paths.home)}>
        {t('not-found.home')}
      </Link>
    </section>
  );
}
