import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';

/** Stands in for the screens the next pieces of work build (profile, quiz, practice, lists…). */
export function PlannedRoute() {
  const { t } = useTranslation();
  return (
    <div className="py-4">
      <PageTitle title={t('state.plannedTitle')} />
      <h1 className="h3">{t('state.plannedTitle')}</h1>
      <p className="text-body-secondary">{t('state.plannedText')}</p>
      <Link to="/exam/list/" className="btn btn-primary">
        {t('exam.browseAll')}
      </Link>
    </div>
  );
}
