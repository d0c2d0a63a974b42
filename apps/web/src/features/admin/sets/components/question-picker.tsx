import type { TListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, ListStates } from '@/components/ui/data-table/list-states';
import { useQuestions } from '../../questions/api/list-questions';
import { QuestionFilters, type QuestionFilter } from '../../questions/components/question-filters';
import { QuestionExcerpt } from '../../components/question-excerpt';

interface QuestionPickerProps {
  sectionName: string | null;
  /** Bank questions already in the set (any section): shown as added. */
  inSet: Set<number>;
  onAdd: (question: TQuestionSummary) => void;
  onClose: () => void;
}

/** What the picker filters by: adding to a section is choosing by topic (tag, category) and kind. */
const PICKER_FILTERS: readonly QuestionFilter[] = ['categoryId', 'tag', 'type'];

/** The bank, searched and filtered, to add questions to a section; retired ones are not offered. */
export function QuestionPicker({ sectionName, inSet, onAdd, onClose }: QuestionPickerProps) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState<TListQuestionsQuery>({ page: 1, pageSize: 10 });
  const questions = useQuestions(query, { enabled: sectionName !== null });
  const filter = (key: QuestionFilter, value: string) =>
    setQuery((current) => ({ ...current, [key]: value || undefined, page: 1 }));

  const data = questions.data;
  return (
    <Modal
      aria-labelledby="picker-title"
      show={sectionName !== null}
      onHide={onClose}
      size="lg"
      scrollable
    >
      <Modal.Header closeButton closeLabel={t('sets.pickerDone')}>
        <Modal.Title id="picker-title" as="h2" className="h5">
          {t('sets.pickerTitle', { section: sectionName ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <QuestionFilters
          idPrefix="picker"
          values={query}
          onChange={filter}
          only={PICKER_FILTERS}
          searchLabel={t('sets.pickerSearch')}
        />
        <ListStates
          query={questions}
          isEmpty={data?.items.length === 0}
          empty={<p className="text-body-secondary">{t('sets.pickerEmpty')}</p>}
          skeleton={<ListSkeleton rows={3} />}
          paging={
            data && {
              ...data,
              onChange: (page) => setQuery((current) => ({ ...current, page })),
              label: t('questions.pages'),
            }
          }
        >
          <ul className="list-group">
            {data?.items.map((question) => {
              const added = inSet.has(question.id);
              return (
                <li key={question.id} className="list-group-item d-flex align-items-center gap-2">
                  <div className="flex-grow-1 min-w-0">
                    <span className="text-body-secondary me-1">#{question.id}</span>
                    <QuestionExcerpt html={question.textEn} max={120} />
                    <div className="small">
                      <span className="badge text-bg-primary">{t(`types.${question.type}`)}</span>{' '}
                      {!question.hindiComplete && (
                        <span className="badge text-bg-warning">{t('questions.hindiMissing')}</span>
                      )}
                    </div>
                  </div>
                  <button
                    type="button"
                    className={`btn btn-sm ${added ? 'btn-success' : 'btn-outline-primary'}`}
                    disabled={added}
                    aria-label={`${added ? t('sets.pickerAdded') : t('sets.pickerAdd')}: #${question.id}`}
                    onClick={() => onAdd(question)}
                  >
                    {added ? t('sets.pickerAdded') : t('sets.pickerAdd')}
                  </button>
                </li>
              );
            })}
          </ul>
        </ListStates>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('sets.pickerDone')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
