import type { TExam } from '@exam/contracts/catalogue/entities';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamImage } from '@/components/ui/exam-image';
import { FreeBadge } from '@/components/ui/free-badge';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import './exam-card.css';

interface ExamCardProps {
  exam: TExam;
  /** Called on a click of 'View all sets' before the link is followed (it may prevent it). */
  onViewSets?: (event: MouseEvent<HTMLAnchorElement>) => void;
  eager?: boolean;
}

/** A carousel card of the home page: picture, name, Free, the number of sets, View all sets. */
export function ExamCard({ exam, onViewSets, eager }: ExamCardProps) {
  const { t } = useTranslation();
  const { pick } = useUiLanguage();
  return (
    <article className="card h-100 exam-card shadow-sm">
      <ExamImage src={exam.imageUrl} eager={eager} className="card-img-top" />
      <div className="card-body d-flex flex-column">
        <h3 className="h6 card-title exam-card-title">{pick(exam.examName, exam.examNameHi)}</h3>
        <p className="d-flex align-items-center gap-2 mb-3 small">
          <FreeBadge />
          <span className="text-body-secondary">
            {t('exam.setCount', { count: exam.setCount })}
          </span>
        </p>
        {exam.examId === 0 ? (
          <button type="button" className="btn btn-primary mt-auto w-100" disabled>
            {t('exam.viewAllSets')}
          </button>
        ) : (
          <Link
            to={`/set?examId=${exam.examId}`}
            state={{ exam }}
            className="btn btn-primary mt-auto w-100"
            onClick={onViewSets}
          >
            {t('exam.viewAllSets')}
          </Link>
        )}
      </div>
    </article>
  );
}
