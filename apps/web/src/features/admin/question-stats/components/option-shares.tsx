import type { TQuestionStatistics } from '@exam/contracts/admin/question-stats';
import { useTranslation } from 'react-i18next';

const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/** Each option's share of the candidates as a bar (the key in green); numerical: share correct. */
export function OptionShares({ question }: { question: TQuestionStatistics }) {
  const { t } = useTranslation('admin');
  if (question.questionType === 'short-answer') {
    return (
      <div className="small">
        <p className="mb-1">
          {t('questionStats.textShare', { percent: percent(question.facility) ?? 0 })}
        </p>
        {(question.typedAnswers ?? []).length > 0 && (
          <ul className="list-unstyled mb-0" aria-label={t('questionStats.typedAnswers')}>
            {(question.typedAnswers ?? []).map((typed) => (
              <li key={typed.text} className={typed.accepted ? 'text-success fw-semibold' : ''}>
                “{typed.text}” {percent(typed.share)}%
                {typed.accepted && ` (${t('questionStats.key')})`}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (question.options.length === 0) {
    return (
      <span className="small">
        {t('questionStats.numericShare', { percent: percent(question.facility) ?? 0 })}
      </span>
    );
  }
  return (
    <ul className="list-unstyled mb-0 qstats-shares">
      {question.options.map((option) => {
        const value = percent(option.share) ?? 0;
        const label = t('questionStats.optionShare', {
          cap: option.optionCap,
          percent: value,
          key: option.isKey ? ` (${t('questionStats.key')})` : '',
        });
        return (
          <li key={option.optionId} className="qstats-share" title={label}>
            <span className={`qstats-share-cap ${option.isKey ? 'fw-bold text-success' : ''}`}>
              {option.optionCap}
            </span>
            <span
              className="qstats-share-track"
              role="meter"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
            >
              <span
                className={`qstats-share-bar ${option.isKey ? 'bg-success' : 'bg-secondary'}`}
                style={{ width: `${value}%` }}
              />
            </span>
            <span className="qstats-share-value">{value}%</span>
          </li>
        );
      })}
    </ul>
  );
}
