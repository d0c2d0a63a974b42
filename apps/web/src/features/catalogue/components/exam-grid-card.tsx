import type { TExam } from '@exam/contracts/catalogue/entities';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FreeBadge } from '@/components/ui/free-badge';
import { SafeHtml } from '@/components/ui/safe-html';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

/** A card of the exam grid: name, Free, the description, and a footer with the sets. */
export function ExamGridCard({ exam }: { exam: TExam }) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  const navigate = useNavigate();
  const titleId = `exam-${exam.examId}-title`;
  return (
    <article className="card h-100 shadow-sm exam-grid-card" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <h2 id={titleId} className="h6 card-title mb-0">
            {pick(exam.examName, exam.examNameHi)}
          </h2>
          <FreeBadge />
        </div>
        <SafeHtml
          html={pick(exam.examDescription, exam.examDescriptionHi)}
          className="exam-description small text-body-secondary"
        />
      </div>
      <div className="card-footer bg-body d-flex align-items-center justify-content-between gap-2">
        <span className="small fw-semibold">{t('exam.setCount', { count: exam.setCount })}</span>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={exam.examId === 0}
          onClick={() => void navigate(`/set?examId=${exam.examId}`, { state: { exam } })}
        >
          {t('exam.viewAllSetsGrid')}
        </button>
      </div>
    </article>
  );
}
