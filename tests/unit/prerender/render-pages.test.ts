// Every page the build prerenders (src/prerender/targets.ts, read from the route table) draws in
// both languages through the app's own routes and components, without a React or router warning,
// in full (no part left to an inline script), and with its text in the right language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../src/prerender/render-page';
import { prerenderTargets } from '../../../src/prerender/targets';
import { ROUTES, isPageRoute } from '../../../src/routes';

const targets = prerenderTargets();

describe('prerendered pages', () => {
  let complaints: string[] = [];
  beforeEach(() => {
    complaints = [];
    const record = (...args: unknown[]) => void complaints.push(args.map(String).join(' '));
    vi.spyOn(console, 'error').mockImplementation(record);
    vi.spyOn(console, 'warn').mockImplementation(record);
  });
  afterEach(() => vi.restoreAllMocks());

  it('cover every page of the route table in both languages, and the not-found page', () => {
    for (const language of ['en', 'mi'] as const) {
      const routes = targets.filter((target) => target.language === language);
      for (const { pattern } of ROUTES.filter(isPageRoute)) {
        expect(
          routes.some((target) => target.route === pattern),
          `${language} ${pattern}`,
        ).toBe(true);
      }
      expect(routes.some((target) => target.route === '*')).toBe(true);
    }
    expect(new Set(targets.map((target) => target.file)).size).toBe(targets.length);
  });

  it.each(targets.map((target) => [`${target.url}${target.shell ? ' (shell)' : ''}`, target]))(
    '%s draws without warnings',
    async (_name, target) => {
      const page = await renderPage(target.url, target.language, target.shell);
      expect(complaints).toEqual([]);
      expect(page.html).not.toContain('<script');
      expect(page.bodyClass).toContain(`lang-${target.language}`);
      const shell = page.html.includes('class="page-shell"');
      if (target.shell) expect(shell).toBe(true);
      else expect(shell || /<h1[\s>]/.test(page.html), 'a heading or the shell').toBe(true);
      // Decorative icons are not hinted ahead of the style sheets (fetchPriority="low" on them).
      expect(
        page.html.match(/<link rel="preload" as="image" href="\/icons\/[^"]*"/g) ?? [],
      ).toEqual([]);
      // No text left as its translation key (a namespace the prerender does not have).
      expect(page.html.match(/>[a-z][a-z0-9-]*(\.[a-z0-9-]+)+</g) ?? []).toEqual([]);
      // The header's language switch names the other language's page (print pages have none).
      const other = target.language === 'en' ? 'mi' : 'en';
      if (!page.bodyClass.includes('print')) expect(page.html).toContain(`hrefLang="${other}"`);
    },
  );

  it('draws the same page in each language with its own text', async () => {
    const en = await renderPage('/sorted', 'en', false);
    const mi = await renderPage('/mi/sorted', 'mi', false);
    expect(en.html).toContain('Sort your smoke alarms');
    expect(mi.html).not.toContain('Sort your smoke alarms');
    expect(mi.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    // The <title> the client sets from the route handle, in the page's language.
    expect(en.title).toMatch(/^Sort your smoke alarms – /);
    expect(mi.title).not.toBe(en.title);
  });
});
