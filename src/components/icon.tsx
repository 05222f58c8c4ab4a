// An icon drawn inline in the page, not as an <img>: the browser parses an SVG image into a
// document of its own on the main thread when it arrives, some 25–40 ms each on a low-tier phone,
// which came right after each question's first paint (and three of them before the first paint
// of a page opened cold). Inline, an icon is a few elements parsed with the page (issue 54). The
// same files as public/icons (precached for the pages that still show them as images).
const SOURCES = import.meta.glob<string>('../../public/icons/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Each icon's markup by name, with nothing a screen reader or the Tab key would stop at. */
const ICONS = new Map(
  Object.entries(SOURCES).map(([file, svg]) => [
    file.replace(/^.*\/|\.svg$/g, ''),
    svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" '),
  ]),
);

/** Markup at a size (its width and height attributes: the page's policy allows no style attribute). */
const sized = new Map<string, string>();
function markup(name: string, size: number): string {
  const key = `${name} ${size}`;
  const known = sized.get(key);
  if (known) return known;
  const svg = ICONS.get(name);
  if (!svg) throw new Error(`No icon ${name} in public/icons`);
  const dimensions = ` width="${size}" height="${size}"`;
  const drawn = / width="[\d.]+" height="[\d.]+"/.test(svg)
    ? svg.replace(/ width="[\d.]+" height="[\d.]+"/, dimensions)
    : svg.replace('<svg ', `<svg${dimensions} `);
  sized.set(key, drawn);
  return drawn;
}

/** A decorative icon (the words beside it say it all), `size` CSS pixels square. */
export function Icon({
  name,
  size,
  className = '',
}: {
  name: string;
  size: number;
  className?: string;
}) {
  return (
    <span
      className={`icon ${className}`.trim()}
      data-icon={name}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: markup(name, size) }}
    />
  );
}
