import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    react(),
    // Offline install: after one visit the service worker holds everything the game loads.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: "Nemo's War 3D",
        short_name: "Nemo's War",
        description:
          "Captain Nemo's last voyage on a 3D table: solo, versus, lessons, Flip Voyage.",
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0b1a28',
        theme_color: '#0b1a28',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,glb,woff,woff2,wav,json,webmanifest}'],
        // The board texture is 2.5 MB; Workbox skips files over its 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  server: { port: 5173, strictPort: true },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // The pure layers have no side effects (ARCHITECTURE.md §1): a module behind a core's door
    // whose names go unused stays out of the bundle.
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/(kernel|core|flip)\//.test(id) },
    },
  },
});
