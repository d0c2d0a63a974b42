import { VitePWA } from 'vite-plugin-pwa';
import { STAFF_CHUNK_DIR } from './build/staff-chunks';

/**
 * The service worker (decision 013): Workbox precaches the built app shell and answers app routes
 * with index.html offline; the exam paper is fetched network first and kept for a reload without
 * the network. A new worker waits: src/app/service-worker.ts activates it at the next start of the
 * app, never while an exam is open.
 */
export const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered by src/app/service-worker.ts (its own update policy), not by an injected script.
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'ExamPrep — mock tests in English and Hindi',
      short_name: 'ExamPrep',
      description:
        'Free mock tests, quizzes and previous-year papers in English and Hindi. ' +
        'मुफ़्त मॉक टेस्ट, क्विज़ और पिछले वर्षों के प्रश्न-पत्र, हिन्दी और अंग्रेज़ी में।',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#0b5ed7',
      background_color: '#ffffff',
      categories: ['education'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
      // The staff console is loaded from the network when a staff member opens it.
      globIgnores: [`${STAFF_CHUNK_DIR}/**`],
      navigateFallback: '/index.html',
      // As the server (plugins/web-app.ts): the API, its docs, the health check and files are not
      // app routes.
      navigateFallbackDenylist: [/^\/v2\//, /^\/docs/, /^\/health/, /^[^?]*\/[^/?]+\.\w+(\?.*)?$/],
      cleanupOutdatedCaches: true,
      // No skipWaiting: an exam page keeps the worker (and the files) it started with.
      skipWaiting: false,
      clientsClaim: true,
      // Only the requests a route below matches are handled by the worker: the API's other calls,
      // such as the exam panel's event stream (/v2/api/cbt/student/attempt/events, decision 064),
      // go to the network untouched and are never cached.
      runtimeCaching: [
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            /\/v2\/api\/cbt\/question\/get\/all\/by\/setId\/\d+$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'exam-papers',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 20, maxAgeSeconds: 14 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ request }) => request.destination === 'image',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'exam-images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
            // 0: a question's image from another site (an opaque answer) is kept too.
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
          handler: 'CacheFirst',
          options: {
            cacheName: 'exam-fonts',
            expiration: { maxEntries: 20 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
    devOptions: { enabled: false },
  });
