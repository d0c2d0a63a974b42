import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import '../i18n/translations';
import './exam-flow.css';

/**
 * A flow screen opened without the set it is about (a new tab, a typed or bookmarked address):
 * says so and sends the student back to choose the set, instead of a blank screen.
 */
export function FlowStateMissing({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="exam-flow">
      <PageTitle title={title} />
      <h1 className="h3 mb-3">{title}</h1>
      <div className="alert alert-warning" role="alert">
        <p className="fw-semibold mb-1">{t('flow.missingTitle')}</p>
        <p className="mb-0">{t('flow.missingText')}</p>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/exam/list/" className="btn btn-primary">
          {t('flow.chooseExam')}
        </Link>
        <Link to="/schoolexam/" className="btn btn-outline-primary">
          {t('flow.schoolExams')}
        </Link>
      </div>
    </div>
  );
}
