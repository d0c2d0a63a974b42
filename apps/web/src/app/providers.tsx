import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { i18n } from '@/lib/i18n/i18n';
import { AppCrash } from './routes/app-crash';
import { createQueryClient, forgetStudentDataOnSessionChange } from './query-client';

/** Everything every screen needs: server-state cache, translations, and a last-resort error screen. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => forgetStudentDataOnSessionChange(queryClient), [queryClient]);
  return (
    <ErrorBoundary fallback={<AppCrash />}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
