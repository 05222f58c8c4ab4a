import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false, // src/lib/service-worker.ts registers it through workbox-window.
      manifest: {
        name: 'Home fire escape plan',
        short_name: 'Escape plan',
        description: 'Make a 3-step home fire escape plan and check your home for fire hazards.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#c8102e',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/app-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/app-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/app-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // Both languages' text chunks, the app shell, and every image and icon.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,txt}'],
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
