import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitleWithFreeBadge } from '@/components/ui/title-with-free-badge';
import { SafeHtml } from '@/components/ui/safe-html';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import './exam-grid.css';

/** A card of the exam grid: name, Free, the description, and a footer with the sets. */
export function ExamGridCard({ exam }: { exam: TExam }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const titleId = `exam-${exam.examId}-title`;
  return (
    <article className="card h-100 shadow-sm exam-grid-card" aria-labelledby={titleId}>
      <div className="card-body">
        <TitleWithFreeBadge
          as="h2"
          id={titleId}
          className="h6 card-title mb-0"
          rowClassName="justify-content-between mb-2"
        >
          {pick(exam.examName, exam.examNameHi)}
        </TitleWithFreeBadge>
        <SafeHtml
          html={pick(exam.examDescription, exam.examDescriptionHi)}
          className="exam-description small text-body-secondary"
        />
      </div>
      <div className="card-footer bg-body d-flex align-items-center justify-content-between gap-2">
        <span className="small fw-semibold">{t('exam.setCount', { count: exam.setCount })}</span>
        {exam.examId === 0 ? (
          <button type="button" className="btn btn-primary btn-sm" disabled>
            {t('exam.viewAllSetsGrid')}
          </button>
        ) : (
          <Link
            to={`/set?examId=${exam.examId}`}
            state={{ exam }}
            className="btn btn-primary btn-sm"
          >
            {t('exam.viewAllSetsGrid')}
          </Link>
        )}
      </div>
    </article>
  );
}
