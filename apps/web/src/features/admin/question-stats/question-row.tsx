import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { useTranslation } from 'react-i18next';
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

/** One question's figures; on a phone each cell is a labelled line of a card (question-stats.css). */
export function QuestionRow({
  question,
  editable,
  onAction,
}: {
  question: TQuestionStatistics;
  editable: boolean;
  onAction: (question: TQuestionStatistics, action: KeyAction) => void;
}) {
  const { t } = useTranslation('admin');
  const { pick } = useUiLanguage();
  const col = (key: string) => t(`questionStats.col.${key}`);
  const flags = FLAGS.filter(([name]) => question.flags[name]);
  return (
    <tr data-testid={`qstats-row-${question.questionNo}`}>
      <th scope="row" data-label={col('no')}>
        {question.questionNo}
      </th>
      <td data-label={col('question')} className="qstats-text">
        <RichContent html={pick(question.textEn, question.textHi)} />
      </td>
      <td data-label={col('type')}>{t(`questionStats.type.${question.questionType}`)}</td>
      <td data-label={col('answered')}>{question.answered}</td>
      <td data-label={col('facility')}>
        {percentText(question.facility) ?? t('questionStats.none')}
      </td>
      <td data-label={col('discrimination')}>
        {question.discrimination === null
          ? t('questionStats.none')
          : question.discrimination.toFixed(2)}
      </td>
      <td data-label={col('options')} className="qstats-options">
        <OptionShares question={question} />
      </td>
      <td data-label={col('flags')}>
        <div className="d-flex flex-wrap gap-1">
          {question.dropped && (
            <span className="badge text-bg-secondary">{t('questionStats.flag.dropped')}</span>
          )}
          {flags.map(([name, tone]) => (
            <span key={name} className={`badge ${tone}`}>
              {t(`questionStats.flag.${name}`)}
            </span>
          ))}
        </div>
      </td>
      <td data-label={col('actions')}>
        {editable && !question.dropped && (
          <div className="d-flex flex-wrap gap-1 qstats-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => onAction(question, 'key')}
            >
              {t('questionStats.correctKey')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => onAction(question, 'drop')}
            >
              {t('questionStats.drop')}
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
