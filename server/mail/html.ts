// HTML built only through the `html` tag: every interpolated value is escaped unless it is
// already SafeHtml, so text a visitor typed can never become markup.
import { escapeXml } from '../../src/drawing/svg-tree';

class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** HTML and XML escape the same five characters: one function for both (the floor plan's SVG). */
export const escapeHtml = escapeXml;

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** The common frame of every email: inline styles only (mail clients ignore style sheets). */
export function emailDocument(options: {
  language: string;
  title: string;
  body: SafeHtml;
  footer: string;
}): string {
  return html`<!doctype html>
    <html lang="${options.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${options.title}</title>
      </head>
      <body
        style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5"
      >
        <div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
          <h1 style="font-size:24px;color:#b8141e;margin:0 0 16px">${options.title}</h1>
          ${options.body}
          <p style="margin-top:32px;font-size:13px;color:#555555">${options.footer}</p>
        </div>
      </body>
    </html> `.value;
}
