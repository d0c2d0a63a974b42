import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/fonts.css';
import './styles/global.css';
import { i18nReady } from '@/lib/i18n/i18n';
import { AppProvider } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker();

// A Hindi start fetches its labels first (decision 021), so no English flashes before them.
// The first render is a transition: React renders it in slices of a few milliseconds instead of
// one long task, so a phone stays responsive while the app starts (decision 029).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    ),
  ),
);
