import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import { isCorrect } from '@exam/core/quiz';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/ui/safe-html';
import { optionById, optionText, questionText, solutionText } from '../utils/content';
import './quiz-practice.css';

interface AnswerReviewProps {
  questions: TPaperQuestion[];
  /** questionId → chosen optionId. */
  answers: Readonly<Record<number, number>>;
  language: UiLanguage;
  /**
   * 'answers': what the student chose and whether it was right; 'solutions': the key and the
   * solution; 'breakdown': all of it (practice's detailed results).
   */
  mode: 'answers' | 'solutions' | 'breakdown';
}

/** Every question of a play with the student's answer or with the correct answer and solution. */
export function AnswerReview({ questions, answers, language, mode }: AnswerReviewProps) {
  const { t } = useTranslation();
  return (
    <ol className="list-unstyled answer-review d-grid gap-3 mb-0">
      {questions.map((question, index) => {
        const chosenId = answers[question.questionId];
        const chosen = optionById(question, chosenId);
        const key = optionById(question, question.answerId ?? undefined);
        const outcome =
          chosenId === undefined
            ? 'skipped'
            : isCorrect(question, chosenId)
              ? 'correct'
              : 'incorrect';
        const solution = solutionText(question, language);
        return (
          <li key={question.questionId} className="card">
            <div className="card-body">
              <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
                <h3 className="h6 mb-0 flex-grow-1">
                  {t('play.questionNo', { number: index + 1 })}
                </h3>
                {mode !== 'solutions' && (
                  <span className={`badge ${BADGE[outcome]}`}>{t(`play.outcome.${outcome}`)}</span>
                )}
              </div>
              <SafeHtml html={questionText(question, language)} className="question-text mb-2" />
              {mode !== 'solutions' && (
                <p className={mode === 'answers' ? 'mb-0' : 'mb-2'}>
                  <span className="text-body-secondary">{t('play.yourAnswer')}: </span>
                  <strong>
                    {chosen
                      ? `${chosen.optionCap}. ${optionText(chosen, language)}`
                      : t('play.notAnswered')}
                  </strong>
                </p>
              )}
              {mode !== 'answers' && (
                <>
                  <p className="mb-2">
                    <span className="text-body-secondary">{t('play.correctAnswer')}: </span>
                    <strong className="text-success">
                      {key ? `${key.optionCap}. ${optionText(key, language)}` : t('play.noKey')}
                    </strong>
                  </p>
                  <div className="solution-panel border rounded p-2 bg-body-tertiary">
                    {solution ? (
                      <SafeHtml html={solution} />
                    ) : (
                      <p className="mb-0">{t('practice.noSolution')}</p>
                    )}
                  </div>
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const BADGE = {
  correct: 'text-bg-success',
  incorrect: 'text-bg-danger',
  skipped: 'text-bg-secondary',
} as const;
