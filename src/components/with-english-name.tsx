/**
 * A translated sentence with an English name in it (a product, or a menu label of an English-only
 * system), the name marked lang="en" so screen readers say it in English (WCAG 3.1.2).
 */
export function WithEnglishName({ text, name }: { text: string; name: string }) {
  const at = text.indexOf(name);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span lang="en">{name}</span>
      {text.slice(at + name.length)}
    </>
  );
}
