// Every image on the home and campaign pages has an alt attribute in both languages: meaningful
// images carry their translated text, decorative ones alt="". An <img> without alt fails.
import { test, expect } from './support/fixtures';
import { LANGUAGES, TEXT } from './campaign-helpers';

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
  // The meaningful images and their text; any other image must be decorative.
  const MEANINGFUL: Record<string, string> = {
    '/images/before-after/before.svg': home.slider['before-alt'],
    '/images/before-after/after.svg': home.slider['after-alt'],
    '/images/campaign/alarm-placement.svg': campaign.alt['placement-diagram'],
  };

  test(`every image has the right alt text in ${language}`, async ({ page, request }) => {
    let checked = 0;
    const sources = new Set<string>();
    for (const path of PAGES) {
      await page.goto(`${prefix}${path === '/' ? '/' : path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((element) => ({
          src: element.getAttribute('src') ?? '',
          alt: element.getAttribute('alt'),
          width: element.getAttribute('width'),
          height: element.getAttribute('height'),
        })),
      );
      checked += images.length;
      for (const image of images) sources.add(image.src);
      for (const image of images) {
        expect(image.alt, `${path} ${image.src} has no alt attribute`).not.toBeNull();
        expect(image.alt, `${path} ${image.src}`).toBe(MEANINGFUL[image.src] ?? '');
        // Width and height reserve the space, so nothing shifts as images load.
        expect(image.width, `${path} ${image.src} width`).toBeTruthy();
        expect(image.height, `${path} ${image.src} height`).toBeTruthy();
      }
    }
    // The meaningful images were among those checked, so the test can fail on a wrong text.
    expect(checked).toBeGreaterThan(10);
    // And every one of them is really there (lazy images are not loaded in a short visit).
    for (const src of sources) {
      expect((await request.get(src)).status(), src).toBe(200);
    }
  });
}
