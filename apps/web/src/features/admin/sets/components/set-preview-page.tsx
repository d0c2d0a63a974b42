import type { TPaperQuestion } from '@exam/contracts/papers/entities';
import type { TQuestionBodyInput } from '@exam/contracts/questions/entities';
import { localized } from '@exam/core/language';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { useSet } from '../api/get-set';
import { useSetPreview } from '../api/preview-set';
import { QuestionPreview } from '../../questions/components/question-preview';

const bodyOf = (question: TPaperQuestion): TQuestionBodyInput => ({
  // A paper question without a type is a single choice (the papers contract).
  type: question.questionType ?? 'single',
  textEn: question.questionTextEn,
  textHi: question.questionTextHi ?? undefined,
  options: question.options.map((o) => ({
    textEn: o.optionTextEn,
    textHi: o.optionTextHi ?? undefined,
  })),
});

/** /admin/sets/:id/preview: the set's paper as the exam panel receives it, section by section. */
export default function SetPreviewPage() {
  const { t } = useTranslation('admin');
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const paper = useSetPreview(id);
  const set = useSet(id);
  const [language, setLanguage] = useState<'en' | 'hi'>('en');
  const data = paper.data;
  return (
    <div className="set-preview">
      <Link to={`/admin/sets/${id}`} className="small">
        ← {t('preview.back')}
      </Link>
      {paper.isPending ? (
        <PageLoading />
      ) : paper.isError ? (
        <ErrorState error={paper.error} onRetry={() => void paper.refetch()} />
      ) : (
        data && (
          <>
            <h1 className="h3 mt-2">
              {t('preview.title', {
                name: set.data
                  ? localized(language, set.data.nameEn, set.data.nameHi)
                  : localized(language, data.exam.examName, data.exam.examNameHi),
              })}
            </h1>
            <p className="text-body-secondary">{t('preview.note')}</p>
            {set.data && (set.data.shuffleQuestions || set.data.shuffleOptions) && (
              <p className="alert alert-info py-2" data-testid="shuffle-note">
                {t(
                  set.data.shuffleQuestions && set.data.shuffleOptions
                    ? 'preview.shuffledBoth'
                    : set.data.shuffleQuestions
                      ? 'preview.shuffledQuestions'
                      : 'preview.shuffledOptions',
                )}
              </p>
            )}
            {data.questions.length === 0 ? (
              <EmptyState title={t('preview.empty')} />
            ) : (
              data.sections.map((section) => {
                const questions = data.questions.filter((q) => q.sectionId === section.sectionId);
                if (questions.length === 0) return null;
                return (
                  <section
                    key={section.sectionId}
                    className="mb-4"
                    aria-label={section.sectionName}
                  >
                    <h2 className="h5">
                      {t('preview.section')}:{' '}
                      {localized(language, section.sectionName, section.sectionNameHi)}
                    </h2>
                    <div className="d-grid gap-3">
                      {questions.map((question, i) => (
                        <div key={question.questionId}>
                          {questions[i - 1]?.groupId !== question.groupId && (
                            <QuestionGroupIntro
                              group={data.groups.find((g) => g.groupId === question.groupId)}
                              language={language}
                            />
                          )}
                          <QuestionPreview
                            number={question.questionNo}
                            body={bodyOf(question)}
                            language={language}
                            onLanguage={setLanguage}
                          />
                        </div>
                      ))}
                    </div>
                  </section>
                );
              })
            )}
          </>
        )
      )}
    </div>
  );
}
