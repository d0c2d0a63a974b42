import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import { outcomeOf, type Answer } from '@exam/core/quiz';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AcceptedNumber,
  NumericAnswerInput,
} from '@/components/ui/answer-input/numeric-answer-input';
import { isNumericAnswer } from '@/components/ui/answer-input/numeric-text';
import { AcceptedTexts, TextAnswerInput } from '@/components/ui/answer-input/text-answer-input';
import { QuestionHint } from '@/components/ui/answer-input/question-hint';
import { typeOf } from '@/components/ui/answer-input/question-type';
import { chosenIdOf, chosenIdsOf } from '../utils/content';
import { OptionList } from './option-list';

interface AnswerAreaProps {
  question: TPaperQuestion;
  language: UiLanguage;
  /** The answer the play holds for the question. */
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  /**
   * 'quiz': every change is the answer. 'practice': an answer is final and checked at once — a
   * picked option, or ticked options and a typed number once 'Check answer' is pressed.
   */
  mode: 'quiz' | 'practice';
}

/**
 * The input of a question's type in the quiz and practice players: options to pick (single,
 * true/false), options to tick (multiple correct) or a number to type (numerical). Mounted per
 * question (key), so what is being ticked or typed belongs to that question.
 */
export function AnswerArea({ question, language, answer, onAnswer, mode }: AnswerAreaProps) {
  const { t } = useTranslation();
  const type = typeOf(question);
  const practice = mode === 'practice';
  const answered = answer !== undefined;
  const [ticked, setTicked] = useState<readonly number[]>(() => chosenIdsOf(answer));
  const [typed, setTyped] = useState(() =>
    typeof answer === 'object' ? (answer.numericAnswer ?? answer.textAnswer ?? '') : '',
  );
  const hintId = `question-${question.questionId}-hint`;
  const checkButton = (ready: boolean, answerNow: Answer) =>
    practice &&
    !answered && (
      <button
        type="button"
        className="btn btn-outline-primary mt-3"
        disabled={!ready}
        onClick={() => onAnswer(answerNow)}
      >
        {t('practice.check')}
      </button>
    );

  if (type === 'numerical' || type === 'short-answer') {
    const numeric = type === 'numerical';
    const Input = numeric ? NumericAnswerInput : TextAnswerInput;
    const answerOf = (value: string): Answer =>
      numeric ? { numericAnswer: value } : { textAnswer: value };
    const ready = numeric ? isNumericAnswer(typed) : typed.trim() !== '';
    const accepted = numeric ? (
      question.numericRange && <AcceptedNumber range={question.numericRange} />
    ) : (
      question.textKey && <AcceptedTexts textKey={question.textKey} />
    );
    return (
      <>
        <QuestionHint question={question} id={hintId} />
        <Input
          value={typed}
          disabled={practice && answered}
          verdict={
            practice && answered
              ? outcomeOf(question, answer) === 'Correct'
                ? 'right'
                : 'wrong'
              : undefined
          }
          onChange={(value) => {
            setTyped(value);
            if (!practice) onAnswer(answerOf(value));
          }}
        />
        {checkButton(ready, answerOf(typed.trim()))}
        {practice && answered && (
          <p className="mt-3 mb-0">
            <span className="text-body-secondary">{t('play.correctAnswer')}: </span>
            <strong className="text-success" data-testid="accepted-answer">
              {accepted || t('play.noKey')}
            </strong>
          </p>
        )}
      </>
    );
  }

  if (type === 'multiple') {
    const toggle = (optionId: number) => {
      const next = ticked.includes(optionId)
        ? ticked.filter((id) => id !== optionId)
        : [...ticked, optionId];
      setTicked(next);
      if (!practice) onAnswer({ answerIds: next });
    };
    return (
      <>
        <QuestionHint question={question} id={hintId} />
        <OptionList
          question={question}
          language={language}
          multiple
          hintId={hintId}
          chosen={answered && practice ? chosenIdsOf(answer) : ticked}
          reveal={practice && answered}
          onChoose={toggle}
        />
        {checkButton(ticked.length > 0, { answerIds: [...ticked].sort((a, b) => a - b) })}
      </>
    );
  }

  const chosen = chosenIdOf(answer);
  return (
    <>
      <QuestionHint question={question} id={hintId} />
      <OptionList
        question={question}
        language={language}
        chosen={chosen === undefined ? [] : [chosen]}
        reveal={practice && answered}
        onChoose={(optionId) => onAnswer(optionId)}
      />
    </>
  );
}
