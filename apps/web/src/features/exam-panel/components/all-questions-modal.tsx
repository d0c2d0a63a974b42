import type { TSection } from '@exam/contracts/catalogue/entities';
import type { TPaperQuestion, TQuestionGroup } from '@exam/contracts/papers/entities';
import { localized, type UiLanguage } from '@exam/core/language';
import { STATUS_COLOUR, type QuestionStatus } from '@exam/core/palette';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { QuestionGroupIntro } from '@/components/ui/question-group/question-group-intro';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { statusKey } from './status-label';

interface AllQuestionsModalProps {
  show: boolean;
  onHide: () => void;
  sections: TSection[];
  questions: TPaperQuestion[];
  /** Their groups: a group's heading and passage stand once, before its first question. */
  groups: TQuestionGroup[];
  language: UiLanguage;
  statusOf: (questionId: number) => QuestionStatus;
  onChoose: (questionId: number) => void;
}

/**
 * A question's text without its markup (paragraphs, tables and images would not fit a button),
 * escaped again so RichContent can typeset its LaTeX.
 */
function previewOf(html: string) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const escaped = document.createElement('span');
  escaped.textContent = text.replace(/\s+/g, ' ').trim();
  return escaped.innerHTML;
}

/**
 * SPEC §2 All Questions: every question by section with its status, under its group's heading
 * and passage; choosing one opens it.
 */
export function AllQuestionsModal(props: AllQuestionsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      show={props.show}
      onHide={props.onHide}
      size="lg"
      scrollable
      aria-labelledby="all-q-title"
    >
      <Modal.Header closeButton closeLabel={t('panel.close')}>
        <Modal.Title id="all-q-title" as="h2" className="h5">
          {t('panel.allQuestions')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body lang={props.language}>
        {props.sections.map((section) => (
          <section key={section.sectionId} className="mb-3">
            <h3 className="h6">
              {localized(props.language, section.sectionName, section.sectionNameHi)}
            </h3>
            <ol className="list-unstyled all-questions mb-0">
              {props.questions
                .filter((q) => q.sectionId === section.sectionId)
                .map((q, i, inSection) => {
                  const status = props.statusOf(q.questionId);
                  return (
                    <li key={q.questionId}>
                      {inSection[i - 1]?.groupId !== q.groupId && (
                        <QuestionGroupIntro
                          group={props.groups.find((g) => g.groupId === q.groupId)}
                          language={props.language}
                        />
                      )}
                      <button
                        type="button"
                        className="btn btn-light w-100 text-start d-flex gap-2 align-items-start"
                        onClick={() => props.onChoose(q.questionId)}
                      >
                        <span className={`status-chip text-bg-${STATUS_COLOUR[status]}`}>
                          {q.questionNo}
                        </span>
                        <span className="flex-grow-1">
                          <RichContent
                            inline
                            html={previewOf(
                              localized(props.language, q.questionTextEn, q.questionTextHi),
                            )}
                          />
                          <span className="d-block small text-body-secondary">
                            {t(`panel.status.${statusKey(status)}`)}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
            </ol>
          </section>
        ))}
      </Modal.Body>
    </Modal>
  );
}
