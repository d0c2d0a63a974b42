import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import type { UiLanguage } from '@exam/core/language';
import type { Answer } from '@exam/core/quiz';
import type { ReactNode } from 'react';
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { questionText } from '../utils/content';
import { AnswerArea } from './answer-area';

interface PlayQuestionProps {
  headingId: string;
  heading: string;
  question: TPaperQuestion;
  groups: TQuestionGroup[];
  language: UiLanguage;
  answer: Answer | undefined;
  mode: 'quiz' | 'practice';
  onAnswer: (answer: Answer) => void;
  /** What follows the answer: the solution and the buttons. */
  children: ReactNode;
}

/** The question being played: its number, its group's passage, its text and its answer input. */
export function PlayQuestion({
  headingId,
  heading,
  question,
  groups,
  language,
  answer,
  mode,
  onAnswer,
  children,
}: PlayQuestionProps) {
  return (
    <section className="card shadow-sm" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h6 text-body-secondary mb-2">
          {heading}
        </h2>
        <QuestionGroupIntro
          group={groups.find((g) => g.groupId === question.groupId)}
          language={language}
        />
        <div id={`question-${question.questionId}-text`} className="question-text mb-3">
          <RichContent html={questionText(question, language)} />
        </div>
        <AnswerArea
          key={question.questionId}
          question={question}
          language={language}
          answer={answer}
          mode={mode}
          onAnswer={onAnswer}
        />
        {children}
      </div>
    </section>
  );
}
