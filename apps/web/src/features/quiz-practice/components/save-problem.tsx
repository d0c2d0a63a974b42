import { useTranslation } from 'react-i18next';

/** Says when answers could not be saved to the server: the play goes on, but rank needs them. */
export function SaveProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="alert alert-warning py-2" role="alert">
      {t('play.saveProblem', { reason: error instanceof Error ? error.message : '' })}
    </div>
  );
}
