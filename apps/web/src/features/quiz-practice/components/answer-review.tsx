import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import { isAnswerGiven, outcomeOf, type Answer } from '@exam/core/quiz';
import { useTranslation } from 'react-i18next';
import { AcceptedNumber } from '@/components/ui/answer-input/numeric-answer-input';
import { AcceptedTexts } from '@/components/ui/answer-input/text-answer-input';
import { QuestionHint } from '@/components/ui/answer-input/question-hint';
import { typeOf } from '@/components/ui/answer-input/question-type';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import {
  chosenIdOf,
  chosenIdsOf,
  keyIdsOf,
  optionText,
  questionText,
  solutionText,
} from '../utils/content';
import './quiz-practice.css';

interface AnswerReviewProps {
  questions: TPaperQuestion[];
  /** questionId → the answer given. */
  answers: Readonly<Record<number, Answer>>;
  language: UiLanguage;
  /**
   * 'answers': what the student chose and whether it was right; 'solutions': the key and the
   * solution; 'breakdown': all of it (practice's detailed results).
   */
  mode: 'answers' | 'solutions' | 'breakdown';
}

type Outcome = 'correct' | 'partial' | 'incorrect' | 'skipped';

/** As the players count it: an answer without a key is incorrect, no answer is skipped. */
function outcomeKey(question: TPaperQuestion, answer: Answer | undefined): Outcome {
  if (!isAnswerGiven(question, answer)) return 'skipped';
  const outcome = outcomeOf(question, answer);
  return outcome === 'Correct' ? 'correct' : outcome === 'Partial' ? 'partial' : 'incorrect';
}

/** Options by their letters and texts: "A. 2; C. 5". */
function OptionsText({
  question,
  ids,
  language,
}: {
  question: TPaperQuestion;
  ids: readonly number[];
  language: UiLanguage;
}) {
  const options = question.options.filter((o) => ids.includes(o.optionId));
  return (
    <>
      {options.map((option, index) => (
        <span key={option.optionId}>
          {index > 0 && '; '}
          {option.optionCap}. <RichContent inline html={optionText(option, language)} />
        </span>
      ))}
    </>
  );
}

function GivenAnswer({
  question,
  answer,
  language,
}: {
  question: TPaperQuestion;
  answer: Answer | undefined;
  language: UiLanguage;
}) {
  const { t } = useTranslation();
  if (!isAnswerGiven(question, answer)) return <>{t('play.notAnswered')}</>;
  const type = typeOf(question);
  if (type === 'numerical') return <>{typeof answer === 'object' ? answer.numericAnswer : ''}</>;
  if (type === 'short-answer') return <>{typeof answer === 'object' ? answer.textAnswer : ''}</>;
  const ids = type === 'multiple' ? chosenIdsOf(answer) : [chosenIdOf(answer) ?? 0];
  return <OptionsText question={question} ids={ids} language={language} />;
}

function KeyAnswer({ question, language }: { question: TPaperQuestion; language: UiLanguage }) {
  const { t } = useTranslation();
  if (typeOf(question) === 'short-answer')
    return question.textKey ? <AcceptedTexts textKey={question.textKey} /> : <>{t('play.noKey')}</>;
  if (typeOf(question) === 'numerical')
    return question.numericRange ? (
      <AcceptedNumber range={question.numericRange} />
    ) : (
      <>{t('play.noKey')}</>
    );
  const ids = keyIdsOf(question);
  return ids.length > 0 ? (
    <OptionsText question={question} ids={ids} language={language} />
  ) : (
    <>{t('play.noKey')}</>
  );
}

/** Every question of a play with the student's answer or with the correct answer and solution. */
export function AnswerReview({ questions, answers, language, mode }: AnswerReviewProps) {
  const { t } = useTranslation();
  return (
    <ol className="list-unstyled answer-review d-grid gap-3 mb-0">
      {questions.map((question, index) => {
        const answer = answers[question.questionId];
        const outcome = outcomeKey(question, answer);
        const solution = solutionText(question, language);
        return (
          <li key={question.questionId} className="card" data-testid="answer-review-item">
            <div className="card-body">
              <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
                <h3 className="h6 mb-0 flex-grow-1">
                  {t('play.questionNo', { number: index + 1 })}
                </h3>
                {mode !== 'solutions' && (
                  <span className={`badge ${BADGE[outcome]}`}>{t(`play.outcome.${outcome}`)}</span>
                )}
              </div>
              <RichContent html={questionText(question, language)} className="question-text mb-2" />
              {typeOf(question) === 'multiple' && <QuestionHint question={question} />}
              {mode !== 'solutions' && (
                <p className={mode === 'answers' ? 'mb-0' : 'mb-2'}>
                  <span className="text-body-secondary">{t('play.yourAnswer')}: </span>
                  <strong>
                    <GivenAnswer question={question} answer={answer} language={language} />
                  </strong>
                </p>
              )}
              {mode !== 'answers' && (
                <>
                  <p className="mb-2">
                    <span className="text-body-secondary">{t('play.correctAnswer')}: </span>
                    <strong className="text-success">
                      <KeyAnswer question={question} language={language} />
                    </strong>
                  </p>
                  <div className="solution-panel border rounded p-2 bg-body-tertiary">
                    {solution ? (
                      <RichContent html={solution} />
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
  partial: 'text-bg-warning',
  incorrect: 'text-bg-danger',
  skipped: 'text-bg-secondary',
} as const;
