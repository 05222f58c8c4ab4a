// Every image on the home and campaign pages has an alt attribute in both languages: meaningful
// images carry their translated text, decorative ones alt="". Each reserves its space (width and
// height) and exists.
import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';
import { heading } from '../support/screen';
import { LANGUAGES, TEXT } from '../../support/site-text';

const PAGES = [
  '/',
  '/sorted',
  '/sorted/buying-guide',
  '/sorted/maintenance',
  '/sorted/escape-plan',
  '/sorted/escape-challenge',
];

for (const language of LANGUAGES) {
  const { campaign, home, prefix } = TEXT[language];
  const MEANINGFUL: Record<string, string> = {
    '/images/before-after/before.svg': home.slider['before-alt'],
    '/images/before-after/after.svg': home.slider['after-alt'],
    '/images/campaign/alarm-placement.svg': campaign.alt['placement-diagram'],
  };

  test(`every image has the right alt text in ${language}`, async () => {
    const app = renderApp(`${prefix}/`);
    const sources = new Set<string>();
    let checked = 0;
    for (const path of PAGES) {
      await app.router.navigate(`${prefix}${path}`);
      await expect.element(heading()).toBeVisible();
      for (const image of document.querySelectorAll('main img, body > div img')) {
        const src = image.getAttribute('src') ?? '';
        const where = `${path} ${src}`;
        sources.add(src);
        checked += 1;
        expect(image.getAttribute('alt'), `${where} has no alt attribute`).not.toBeNull();
        expect(image.getAttribute('alt'), where).toBe(MEANINGFUL[src] ?? '');
        // Width and height reserve the space, so nothing shifts as images load.
        expect(image.getAttribute('width'), `${where} width`).toBeTruthy();
        expect(image.getAttribute('height'), `${where} height`).toBeTruthy();
      }
    }
    // The meaningful images were among those checked, so a wrong text fails the test.
    expect(checked).toBeGreaterThan(10);
    for (const src of Object.keys(MEANINGFUL)) expect(sources).toContain(src);
    // And every one of them is really there.
    for (const src of sources) expect((await fetch(src)).status, src).toBe(200);
  });
}
