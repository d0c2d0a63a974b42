/** The exam panel's path: an exam is running there, so a new release must wait (decision 013). */
const EXAM_PATH = '/exampanel';

/** A new release found waiting is taken at a start of the app, unless that start is an exam. */
export const mayActivateWaiting = (pathname: string) => !pathname.startsWith(EXAM_PATH);

/**
 * At a start of the app: a new worker waiting from an earlier visit is activated, and the page
 * loads once more with the new release, before the student has done anything. Never on the exam
 * panel, and never for a page the worker does not control yet (its first visit).
 */
export function activateWaitingAtStart(
  registration: Pick<ServiceWorkerRegistration, 'waiting'>,
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
  pathname: string,
  reload: () => void,
) {
  const waiting = registration.waiting;
  if (!waiting || !container.controller || !mayActivateWaiting(pathname)) return false;
  container.addEventListener('controllerchange', () => reload(), { once: true });
  // Workbox's generated worker calls skipWaiting() on this message.
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}

/**
 * Registers the Workbox service worker of the production build (decision 013). A new worker
 * installs in the background and waits; it never takes over a running page.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  window.addEventListener('load', () => {
    container
      .register('/sw.js', { scope: '/' })
      .then((registration) =>
        activateWaitingAtStart(registration, container, location.pathname, () => location.reload()),
      )
      .catch(() => {
        // No worker (private mode, an old browser): the app works online as before.
      });
  });
}
