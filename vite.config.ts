import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/lib/precompress-plugin';
import { MANIFEST_HREF, webManifest } from './src/content/web-manifest';
import enPwa from './locales/en/pwa.json' with { type: 'json' };
import miPwa from './locales/mi/pwa.json' with { type: 'json' };
import { prerender } from './scripts/lib/prerender-plugin';
import { compileHints } from './scripts/lib/compile-hints-plugin';
import { directReact } from './scripts/lib/direct-react-plugin';

/** The build's moment, the same for the browser's code and the prerender (src/lib/build-time.ts). */
const define = { __PRERENDER_TIME__: JSON.stringify(Date.now()) };

/** The home video comes in 640, 1280 and 1920 px wide (public/video/home-{width}.*). */
export const SMALLEST_VIDEO_WIDTH = 640;

/**
 * React Router 7 points every import at its development build, dev-only checks and warnings
 * included (remix-run/react-router#14102). The browser's build takes the production one.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`./node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  define,
  resolve: { alias: command === 'build' ? productionRouter : [] },
  plugins: [
    react(),
    directReact(),
    // The floor-plan editor and its drawing: compiled as they load, not inside the first tap.
    compileHints(['floor-plan-page', 'sketch-view']),
    precompress(),
    prerender({ define }),
    {
      // The Māori manifest beside the English one vite-plugin-pwa writes (src/content/web-manifest.ts).
      name: 'maori-web-manifest',
      apply: 'build',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: MANIFEST_HREF.mi.slice(1),
          source: JSON.stringify(webManifest('mi', miPwa.manifest)),
        });
      },
    },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false, // src/lib/service-worker.ts registers it through workbox-window.
      manifest: webManifest('en', enPwa.manifest),
      injectManifest: {
        // Both languages' text chunks, the app shell, every image and icon, and the smallest
        // home video (the larger sizes are cached when first played: sw/media.ts).
        globPatterns: [
          '**/*.{js,css,html,svg,png,webp,jpg,woff2,txt}',
          MANIFEST_HREF.mi.slice(1),
          `video/home-${SMALLEST_VIDEO_WIDTH}.{mp4,webm}`,
          // The escape challenge's 1-minute track and its captions, so it plays offline.
          'audio/*.{m4a,webm,vtt}',
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    rollupOptions: {
      // src/start-up/boot.ts: a prerendered page's only early script (scripts/lib/prerender-plugin.ts).
      input: { index: 'index.html', boot: 'src/start-up/boot.ts' },
      output: {
        // React's DOM renderer in a chunk of its own: the boot script runs it in a task of its
        // own before the app's entry (src/start-up/boot.ts), not in one long task with it.
        advancedChunks: {
          groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
    // dist/.vite/manifest.json: the server reads it to hint each language's text bundle.
    manifest: true,
    sourcemap: false,
  },
}));
