import type {
  TResultSortKey,
  TSetResultRow,
  TSetResults,
} from '@exam/contracts/admin/get-set-results';
import { formatDateTime, formatRollNo } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { ListQuery } from '@/components/ui/data-table/list-states';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

interface ResultsTableProps {
  data: TSetResults;
  query: ListQuery;
  sort: TResultSortKey;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
  onPage: (page: number) => void;
}

/** Two decimals are what a teacher reads. */
export const marks = (n: number | null) => (n === null ? '–' : String(Math.round(n * 100) / 100));

const minutes = (seconds: number | null) =>
  seconds === null ? '–' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The results table: every column sorts on a click of its header. */
export function ResultsTable({ data, query, sort, dir, onSort, onPage }: ResultsTableProps) {
  const { t } = useTranslation('admin');
  const { language, pick } = useUiLanguage();
  const col = (key: string) => t(`setResults.col.${key}`);
  const columns: Column<TSetResultRow>[] = [
    { id: 'rank', header: col('rank'), sortKey: 'rank', numeric: true, cell: (r) => r.rank },
    { id: 'rollNo', header: col('rollNo'), sortKey: 'rollNo', cell: (r) => formatRollNo(r.rollNo) },
    {
      id: 'name',
      header: col('name'),
      sortKey: 'name',
      rowHeader: true,
      cell: (r) => (
        <>
          <Link to={`/admin/attempts/${r.attemptId}/report`}>{r.studentName}</Link>
          <div className="small text-body-secondary">{r.username}</div>
        </>
      ),
    },
    {
      id: 'class',
      header: col('class'),
      sortKey: 'class',
      // Class 0: a student registered on their own, without a class.
      cell: (r) => (r.studentClass > 0 ? `${r.studentClass}-${r.section}` : '–'),
    },
    { id: 'centre', header: col('centre'), sortKey: 'centre', cell: (r) => r.centreName ?? '–' },
    {
      id: 'district',
      header: col('district'),
      sortKey: 'district',
      cell: (r) => r.districtName ?? '–',
    },
    { id: 'block', header: col('block'), sortKey: 'block', cell: (r) => r.blockName ?? '–' },
    {
      id: 'score',
      header: col('score'),
      sortKey: 'score',
      numeric: true,
      cell: (r) => (
        <>
          <span className={r.passed ? 'text-success fw-semibold' : 'text-danger'}>
            {marks(r.score)}
          </span>
          <span className="visually-hidden">
            {' '}
            {r.passed ? t('results.pass') : t('results.fail')}
          </span>
        </>
      ),
    },
    ...data.sections.map((s): Column<TSetResultRow> => ({
      id: `section.${s.id}`,
      header: pick(s.name, s.nameHi),
      sortKey: `section.${s.id}`,
      numeric: true,
      cell: (r) => marks(r.sectionScores.find((x) => x.sectionId === s.id)?.score ?? null),
    })),
    {
      id: 'accuracy',
      header: col('accuracy'),
      sortKey: 'accuracy',
      numeric: true,
      cell: (r) => (r.accuracy === null ? '–' : `${r.accuracy}%`),
    },
    {
      id: 'timeTaken',
      header: col('timeTaken'),
      sortKey: 'timeTaken',
      numeric: true,
      cell: (r) => minutes(r.timeTakenSec),
    },
    {
      id: 'submittedAt',
      header: col('submittedAt'),
      sortKey: 'submittedAt',
      cell: (r) => formatDateTime(r.submittedAt, language),
    },
    {
      id: 'submitReason',
      header: col('ended'),
      sortKey: 'submitReason',
      cell: (r) => (
        <span
          className={`badge ${r.submitReason === 'submitted' ? 'text-bg-light border' : 'text-bg-warning'}`}
        >
          {t(`setResults.ended.${r.submitReason}`)}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('setResults.caption')}
      columns={columns}
      rows={data.items}
      rowKey={(r) => r.attemptId}
      query={query}
      empty={{ title: t('results.empty') }}
      sort={{ key: sort, dir, onSort }}
      paging={{ ...data, onChange: onPage, label: t('results.pages') }}
      nowrap
      className="table-hover"
    />
  );
}
