import { Fragment } from 'react';

/**
 * A translated sentence with English names in it (a product, or menu labels of an English-only
 * system), each name marked lang="en" so screen readers say it in English (WCAG 3.1.2).
 */
export function WithEnglishName({
  text,
  name,
}: {
  text: string;
  name: string | readonly string[];
}) {
  const names = (typeof name === 'string' ? [name] : name).filter((n) => text.includes(n));
  if (names.length === 0) return text;
  const parts = text.split(new RegExp(`(${names.map(escapeRegExp).join('|')})`));
  return (
    <>
      {parts.map((part, index) =>
        names.includes(part) ? (
          <span key={index} lang="en">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
