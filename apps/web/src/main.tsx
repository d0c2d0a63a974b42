import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Bootstrap by screen (decision 036): here what the first screen of any route draws (the top bar,
// home, the exam panel's cards and buttons); each lazy screen imports the other parts it uses.
import './styles/bootstrap/base.scss';
import './styles/bootstrap/buttons.scss';
import './styles/bootstrap/nav.scss';
import './styles/bootstrap/card.scss';
import './styles/bootstrap/dropdown.scss';
import './styles/bootstrap/alert.scss';
import './styles/bootstrap/badge.scss';
import './styles/bootstrap/spinners.scss';
import './styles/bootstrap/placeholders.scss';
import './styles/bootstrap/form-control.scss';
import './styles/fonts.css';
import './styles/global.css';
import { i18nReady } from '@/lib/i18n/i18n';
import { AppProvider } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

registerServiceWorker();

// A load straight onto the exam panel asks for the attempt and the paper before React starts.
if (location.pathname === '/exampanel')
  void import('@/features/exam-panel/boot/early-requests').then(({ requestEarly }) =>
    requestEarly(history.state),
  );

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
