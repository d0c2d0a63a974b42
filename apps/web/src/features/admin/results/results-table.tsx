import type {
  TResultSortKey,
  TSetResultRow,
  TSetResults,
} from '@exam/contracts/admin/get-set-results';
import { formatDateTime, formatRollNo } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

interface ResultsTableProps {
  data: TSetResults;
  sort: TResultSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: TResultSortKey) => void;
}

/** Two decimals are what a teacher reads. */
export const marks = (n: number | null) => (n === null ? '–' : String(Math.round(n * 100) / 100));

const minutes = (seconds: number | null) =>
  seconds === null ? '–' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The results table: every column sorts on a click of its header (aria-sort says how). */
export function ResultsTable({ data, sort, dir, onSort }: ResultsTableProps) {
  const { t } = useTranslation('admin');
  const { language, pick } = useUiLanguage();
  const header = (key: TResultSortKey, label: string, numeric = false) => {
    const active = sort === key;
    return (
      <th
        key={key}
        scope="col"
        className={numeric ? 'text-end' : undefined}
        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <button type="button" className="results-sort btn btn-link p-0" onClick={() => onSort(key)}>
          {label}
          <span aria-hidden="true" className="results-sort-mark">
            {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };
  const sectionScore = (row: TSetResultRow, id: number) =>
    marks(row.sectionScores.find((s) => s.sectionId === id)?.score ?? null);
  return (
    <div className="table-responsive bg-body rounded border results-table-frame">
      <table className="table table-sm table-hover align-middle mb-0 results-table">
        <caption className="visually-hidden">{t('setResults.caption')}</caption>
        <thead>
          <tr>
            {header('rank', t('setResults.col.rank'), true)}
            {header('rollNo', t('setResults.col.rollNo'))}
            {header('name', t('setResults.col.name'))}
            {header('class', t('setResults.col.class'))}
            {header('centre', t('setResults.col.centre'))}
            {header('district', t('setResults.col.district'))}
            {header('block', t('setResults.col.block'))}
            {header('score', t('setResults.col.score'), true)}
            {data.sections.map((s) => header(`section.${s.id}`, pick(s.name, s.nameHi), true))}
            {header('accuracy', t('setResults.col.accuracy'), true)}
            {header('timeTaken', t('setResults.col.timeTaken'), true)}
            {header('submittedAt', t('setResults.col.submittedAt'))}
            {header('submitReason', t('setResults.col.ended'))}
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.attemptId}>
              <td className="text-end">{row.rank}</td>
              <td>{formatRollNo(row.rollNo)}</td>
              <th scope="row" className="fw-normal">
                <Link to={`/admin/attempts/${row.attemptId}/report`}>{row.studentName}</Link>
                <div className="small text-body-secondary">{row.username}</div>
              </th>
              {/* Class 0: a student registered on their own, without a class. */}
              <td>{row.studentClass > 0 ? `${row.studentClass}-${row.section}` : '–'}</td>
              <td>{row.centreName ?? '–'}</td>
              <td>{row.districtName ?? '–'}</td>
              <td>{row.blockName ?? '–'}</td>
              <td className="text-end">
                <span className={row.passed ? 'text-success fw-semibold' : 'text-danger'}>
                  {marks(row.score)}
                </span>
                <span className="visually-hidden">
                  {' '}
                  {row.passed ? t('results.pass') : t('results.fail')}
                </span>
              </td>
              {data.sections.map((s) => (
                <td key={s.id} className="text-end">
                  {sectionScore(row, s.id)}
                </td>
              ))}
              <td className="text-end">{row.accuracy === null ? '–' : `${row.accuracy}%`}</td>
              <td className="text-end">{minutes(row.timeTakenSec)}</td>
              <td className="text-nowrap">{formatDateTime(row.submittedAt, language)}</td>
              <td>
                <span
                  className={`badge ${row.submitReason === 'submitted' ? 'text-bg-light border' : 'text-bg-warning'}`}
                >
                  {t(`setResults.ended.${row.submitReason}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
