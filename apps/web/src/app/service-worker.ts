/** The exam panel's path: an exam is running there, so a new release must wait (decision 013). */
const EXAM_PATH = '/exampanel';

/** A new release found waiting is taken at a start of the app, unless that start is an exam. */
export const mayActivateWaiting = (pathname: string) => !pathname.startsWith(EXAM_PATH);

/**
 * Registers the Workbox service worker of the production build (decision 013). A new worker
 * installs in the background and waits; it never takes over a running page. When the app starts
 * (a load of any page but the exam panel) and one is waiting, it is activated and the page loads
 * once more with the new release, before the student has done anything.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  window.addEventListener('load', () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        const waiting = registration.waiting;
        if (!waiting || !container.controller || !mayActivateWaiting(location.pathname)) return;
        container.addEventListener('controllerchange', () => location.reload(), { once: true });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      })
      .catch(() => {
        // No worker (private mode, an old browser): the app works online as before.
      });
  });
}
