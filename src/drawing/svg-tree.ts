// A tiny SVG element tree: the sketch drawing is built as one (pure data), then written as markup
// on the server (for the email's PNG) or turned into React elements in the browser.

export type SvgAttributes = Record<string, string | number | undefined>;

export interface SvgElement {
  tag: string;
  attrs: SvgAttributes;
  children: SvgChild[];
}

export type SvgChild = SvgElement | string;

export function svg(tag: string, attrs: SvgAttributes = {}, ...children: SvgChild[]): SvgElement {
  return { tag, attrs, children };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** Markup of the tree; every text and attribute value is escaped (room names are typed text). */
export function svgMarkup(node: SvgChild): string {
  if (typeof node === 'string') return escapeXml(node);
  const attrs = Object.entries(node.attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  if (node.children.length === 0) return `<${node.tag}${attrs}/>`;
  return `<${node.tag}${attrs}>${node.children.map(svgMarkup).join('')}</${node.tag}>`;
}
