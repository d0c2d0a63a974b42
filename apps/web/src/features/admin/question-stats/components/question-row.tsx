import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table/data-table';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { OptionShares } from './option-shares';

export type KeyAction = 'key' | 'drop';

const FLAGS = [
  ['keyMayBeWrong', 'text-bg-danger'],
  ['negativeDiscrimination', 'text-bg-warning'],
  ['lowFacility', 'text-bg-warning'],
] as const;

const percentText = (share: number | null) =>
  share === null ? null : `${Math.round(share * 1000) / 10}%`;

/** The columns of a question's row; on a phone each cell is a labelled line of a card. */
export function useQuestionColumns(
  editable: boolean,
  onAction: (question: TQuestionStatistics, action: KeyAction) => void,
): Column<TQuestionStatistics>[] {
  const { t } = useTranslation('admin');
  const { pick } = useUiLanguage();
  const col = (key: string) => t(`questionStats.col.${key}`);
  const none = t('questionStats.none');
  return [
    { id: 'no', header: col('no'), rowHeader: true, cell: (q) => q.questionNo },
    {
      id: 'question',
      header: col('question'),
      className: 'qstats-text',
      cell: (q) => <RichContent html={pick(q.textEn, q.textHi)} />,
    },
    {
      id: 'type',
      header: col('type'),
      cell: (q) => t(`questionStats.type.${q.questionType}`),
    },
    { id: 'answered', header: col('answered'), cell: (q) => q.answered },
    { id: 'facility', header: col('facility'), cell: (q) => percentText(q.facility) ?? none },
    {
      id: 'discrimination',
      header: col('discrimination'),
      cell: (q) => (q.discrimination === null ? none : q.discrimination.toFixed(2)),
    },
    {
      id: 'options',
      header: col('options'),
      className: 'qstats-options',
      cell: (q) => <OptionShares question={q} />,
    },
    {
      id: 'flags',
      header: col('flags'),
      cell: (q) => (
        <div className="d-flex flex-wrap gap-1">
          {q.dropped && (
            <span className="badge text-bg-secondary">{t('questionStats.flag.dropped')}</span>
          )}
          {FLAGS.filter(([name]) => q.flags[name]).map(([name, tone]) => (
            <span key={name} className={`badge ${tone}`}>
              {t(`questionStats.flag.${name}`)}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: 'actions',
      header: col('actions'),
      cell: (q) =>
        editable &&
        !q.dropped && (
          <div className="d-flex flex-wrap gap-1 qstats-actions">
            {/* Accepted answers are not corrected after the exam (decision 039): only a drop. */}
            {q.questionType !== 'short-answer' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => onAction(q, 'key')}
              >
                {t('questionStats.correctKey')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => onAction(q, 'drop')}
            >
              {t('questionStats.drop')}
            </button>
          </div>
        ),
    },
  ];
}
