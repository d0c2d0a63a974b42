import type { TExamResult } from '@exam/contracts/results/entities';
import { formatSeconds } from '@exam/core/format';
import { useEffect, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { formatMarks } from '@/components/ui/answer-input/question-type';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';
import { usePrinting } from '../hooks/use-printing';
import { TimeLine } from './lazy-charts';
import { OutcomeBadge } from './outcome-badge';

export const rowId = (questionNo: number) => `result-q-${questionNo}`;

type TabKey = 'timeline' | 'table' | 'actions';

/** Question Review: Time Timeline, Table, and Actions (review all, jump to incorrect, key). */
export function QuestionReview({
  result,
  onReviewAll,
  onAnswerKey,
}: {
  result: TExamResult;
  /** Both absent on the staff console's copy of the report (no review modal there). */
  onReviewAll?: () => void;
  onAnswerKey?: () => void;
}) {
  const { t } = useTranslation();
  const { pick, language } = useUiLanguage();
  const [tab, setTab] = useState<TabKey>('timeline');
  const [jumpTo, setJumpTo] = useState<number | null>(null);
  // A row per question: built when the Table tab is first opened (or the report printed), not
  // with the rest of the report (decision 029).
  const printing = usePrinting();
  const [tableOpened, setTableOpened] = useState(false);
  if (tab === 'table' && !tableOpened) setTableOpened(true);
  const showTable = tableOpened || tab === 'table' || printing;
  const sectionName = new Map(result.sections.map((s) => [s.id, pick(s.name, s.nameHi)]));
  const firstIncorrect = result.questions.find((q) => q.outcome === 'Incorrect');

  useEffect(() => {
    if (jumpTo === null || tab !== 'table') return;
    const row = document.getElementById(rowId(jumpTo));
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [jumpTo, tab]);

  return (
    <section className="card shadow-sm mb-3" aria-labelledby="question-review">
      <div className="card-body">
        <h2 id="question-review" className="h5">
          {t('result.questionReview')}
        </h2>
        <Tabs
          id="question-review-tabs"
          activeKey={tab}
          onSelect={(key) => setTab((key as TabKey | null) ?? 'timeline')}
          className="mb-3"
        >
          <Tab eventKey="timeline" title={t('result.tabTimeline')}>
            <div className="chart-box chart-box-wide">
              <TimeLine
                labels={result.questions.map((q) => t('result.questionShort', { n: q.questionNo }))}
                seconds={result.questions.map((q) => q.timeSpentSec)}
                label={t('result.timelineLabel')}
                axis={t('result.secondsAxis')}
              />
            </div>
          </Tab>
          <Tab eventKey="table" title={t('result.tabTable')} tabClassName="" className="print-show">
            {showTable && (
              <div className="table-responsive">
                <table className="table table-sm align-middle mb-0" data-testid="result-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('result.question')}</th>
                      <th scope="col">{t('result.section')}</th>
                      <th scope="col">{t('result.status')}</th>
                      <th scope="col" className="text-end">
                        {t('result.marks')}
                      </th>
                      <th scope="col" className="text-end">
                        {t('result.time')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.questions.map((q) => (
                      <tr
                        key={q.questionId}
                        id={rowId(q.questionNo)}
                        tabIndex={-1}
                        className={jumpTo === q.questionNo ? 'table-warning' : undefined}
                      >
                        <th scope="row">{q.questionNo}</th>
                        <td>{sectionName.get(q.sectionId) ?? ''}</td>
                        <td>
                          <OutcomeBadge outcome={q.outcome} />
                        </td>
                        <td className="text-end text-nowrap">
                          {formatMarks(q.marks)} / {formatMarks(q.maxMarks)}
                        </td>
                        <td className="text-end">{formatSeconds(q.timeSpentSec, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Tab>
          <Tab eventKey="actions" title={t('result.tabActions')}>
            <div className="d-flex flex-wrap gap-2">
              {onReviewAll && (
                <button type="button" className="btn btn-outline-primary" onClick={onReviewAll}>
                  {t('result.reviewAll')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={!firstIncorrect}
                onClick={() => {
                  if (!firstIncorrect) return;
                  setJumpTo(firstIncorrect.questionNo);
                  setTab('table');
                }}
              >
                {firstIncorrect ? t('result.jumpToIncorrect') : t('result.noIncorrect')}
              </button>
              {onAnswerKey && (
                <button type="button" className="btn btn-outline-secondary" onClick={onAnswerKey}>
                  {t('result.viewAnswerKey')}
                </button>
              )}
            </div>
          </Tab>
        </Tabs>
      </div>
    </section>
  );
}
