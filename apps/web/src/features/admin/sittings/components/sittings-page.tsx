import { ZSittingName } from '@exam/contracts/admin/schedule-entities';
import { ZSittingMeritQuery, type TMeritRow, type TShift } from '@exam/contracts/admin/sittings';
import { formatPercentile as percent } from '@exam/core/percentile';
import { formatWindowTime } from '@exam/core/schedule';
import { formatRollNo } from '@exam/core/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ListSkeleton, ListStates } from '@/components/ui/data-table/list-states';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { useSittingMerit, useSittings } from '../api/sittings';
import { MeritDownloads } from './merit-downloads';

/** The address's state: the endpoint's query, the sitting left out meaning the latest. */
const ZMeritListState = ZSittingMeritQuery.extend({ sitting: ZSittingName.optional() });

/**
 * /admin/sittings: the windows that share a sitting name are the shifts of one exam; the merit
 * list ranks their candidates by NTA's percentile within their shift (packages/core percentile).
 */
export default function SittingsPage() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'hi' ? 'hi-IN' : 'en-IN';
  const list = useListState(ZMeritListState);
  const sittings = useSittings();
  const chosen = list.state.sitting ?? sittings.data?.[0]?.name;
  const merit = useSittingMerit(chosen ? { sitting: chosen, page: list.state.page } : null);
  const data = merit.data;
  const shiftNo = new Map(data?.shifts.map((s, index) => [s.scheduleId, index + 1]));
  const at = (shift: TShift, iso: string) =>
    formatWindowTime(Date.parse(iso), shift.timeZone, locale);

  const columns: Column<TMeritRow>[] = [
    { id: 'rank', header: t('sittings.rank'), cell: (r) => r.rank, numeric: true },
    {
      id: 'candidate',
      header: t('sittings.candidate'),
      rowHeader: true,
      cell: (r) => (
        <>
          {r.studentName}
          {formatRollNo(r.rollNo) !== '—' && (
            <span className="d-block small text-body-secondary">{r.rollNo}</span>
          )}
        </>
      ),
    },
    {
      id: 'shift',
      header: t('sittings.shift'),
      cell: (r) => t('sittings.shiftNo', { no: shiftNo.get(r.scheduleId) }),
    },
    { id: 'raw', header: t('sittings.raw'), cell: (r) => r.raw, numeric: true },
    {
      id: 'percentile',
      header: t('sittings.percentile'),
      cell: (r) => <strong>{percent(r.percentile)}</strong>,
      numeric: true,
    },
    ...(data?.subjects ?? []).map((name): Column<TMeritRow> => ({
      id: `subject-${name}`,
      header: name,
      numeric: true,
      cell: (r) => {
        const subject = r.subjects.find((s) => s.name === name);
        return subject ? (
          <>
            {percent(subject.percentile)}
            <span className="d-block small text-body-secondary">
              {t('sittings.rawOf', { raw: subject.raw })}
            </span>
          </>
        ) : (
          '—'
        );
      },
    })),
    { id: 'shiftRank', header: t('sittings.shiftRank'), cell: (r) => r.shiftRank, numeric: true },
  ];

  return (
    <>
      <h1 className="h3 mb-2">{t('sittings.title')}</h1>
      <p className="text-body-secondary mb-2">{t('sittings.intro')}</p>
      <p className="small border rounded bg-body p-2 mb-3" data-testid="percentile-formula">
        {t('sittings.formula')}
      </p>
      <ListStates
        query={sittings}
        isEmpty={sittings.data?.length === 0}
        skeleton={<ListSkeleton />}
        empty={{
          title: t('sittings.none'),
          children: (
            <p className="mb-0">
              {t('sittings.noneHelp')} <Link to="/admin/schedules">{t('nav.schedules')}</Link>
            </p>
          ),
        }}
      >
        <FilterSelect
          id="sitting"
          className="mb-3 sittings-choice"
          label={t('sittings.choose')}
          anyLabel={t('sittings.latest')}
          value={list.state.sitting}
          choices={(sittings.data ?? []).map((s) => ({
            value: s.name,
            label: t('sittings.choice', {
              name: s.name,
              shifts: s.shifts,
              candidates: s.candidates,
            }),
          }))}
          onChange={(value) => list.setFilter('sitting', value || undefined)}
        />
        {data && (
          <div className="table-responsive mb-3">
            <table className="table table-sm mb-0 align-middle">
              <caption className="caption-top">{t('sittings.shifts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sittings.shift')}</th>
                  <th scope="col">{t('sittings.paper')}</th>
                  <th scope="col">{t('sittings.window')}</th>
                  <th scope="col" className="text-end">
                    {t('sittings.candidates')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('sittings.topRaw')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.shifts.map((shift, index) => (
                  <tr key={shift.scheduleId}>
                    <th scope="row" className="fw-normal">
                      {t('sittings.shiftNo', { no: index + 1 })}
                    </th>
                    <td>{shift.setName}</td>
                    <td>
                      {at(shift, shift.opensAt)} – {at(shift, shift.closesAt)}
                    </td>
                    <td className="text-end">{shift.candidates}</td>
                    <td className="text-end">{shift.topRaw ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {chosen && <MeritDownloads sitting={chosen} disabled={!data || data.total === 0} />}
        {chosen && (
          <DataTable
            caption={t('sittings.merit', { name: chosen })}
            columns={columns}
            rows={data?.items}
            rowKey={(r) => r.studentId}
            query={merit}
            empty={{ title: t('sittings.noCandidates') }}
            paging={data && { ...data, onChange: list.setPage, label: t('sittings.pages') }}
            nowrap
          />
        )}
      </ListStates>
    </>
  );
}
