import type { TQuestionSummary } from '@exam/contracts/admin/question-entities';
import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { useQuestions } from '../api/list-questions';
import { QuestionExcerpt } from '../utils/question-excerpt';

interface QuestionPickerProps {
  sectionName: string | null;
  /** Bank questions already in the set (any section): shown as added. */
  inSet: Set<number>;
  onAdd: (question: TQuestionSummary) => void;
  onClose: () => void;
}

/** The bank, searchable, to add questions to a section; retired questions are not offered. */
export function QuestionPicker({ sectionName, inSet, onAdd, onClose }: QuestionPickerProps) {
  const { t } = useTranslation('admin');
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const questions = useQuestions(
    { q: q || undefined, page, pageSize: 10 },
    { enabled: sectionName !== null },
  );

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [typed]);

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
        <label htmlFor={searchId} className="form-label">
          {t('sets.pickerSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control mb-3"
          placeholder={t('questions.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {questions.isPending ? (
          <PageLoading />
        ) : questions.isError ? (
          <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
        ) : data && data.items.length === 0 ? (
          <p className="text-body-secondary">{t('sets.pickerEmpty')}</p>
        ) : (
          data && (
            <>
              <ul className="list-group">
                {data.items.map((question) => {
                  const added = inSet.has(question.id);
                  return (
                    <li
                      key={question.id}
                      className="list-group-item d-flex align-items-center gap-2"
                    >
                      <div className="flex-grow-1 min-w-0">
                        <span className="text-body-secondary me-1">#{question.id}</span>
                        <QuestionExcerpt html={question.textEn} max={120} />
                        <div className="small">
                          <span className="badge text-bg-primary">
                            {t(`types.${question.type}`)}
                          </span>{' '}
                          {!question.hindiComplete && (
                            <span className="badge text-bg-warning">
                              {t('questions.hindiMissing')}
                            </span>
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
              <Pager
                page={data.page}
                totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                onChange={setPage}
                label={t('questions.pages')}
              />
            </>
          )
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('sets.pickerDone')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
