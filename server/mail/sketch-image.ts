// The floor-plan sketch as a PNG for the plan email (mail clients do not show SVG): the same
// drawing as the app's (src/drawing/floor-plan-drawing.ts), rasterised with resvg (a prebuilt
// binary shipped as an npm package) and a bundled font, so no system font is needed.
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

const FONT_FILES = [
  require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
];

/** Twice the width the email shows it at, so it stays sharp on high-density screens. */
const SKETCH_PNG_WIDTH = 1200;

/**
 * Rasterised on libuv's thread pool, not on the event loop: the largest sketch takes about 150 ms,
 * and the server answers requests meanwhile.
 */
export async function sketchPng(svgMarkup: string, width = SKETCH_PNG_WIDTH): Promise<Buffer> {
  const image = await renderAsync(svgMarkup, {
    background: '#ffffff',
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: 'Noto Sans' },
  });
  return image.asPng();
}
