import type { TLiveWindow } from '@exam/contracts/admin/org-setup/entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import { useLiveWindows } from '../api/org-setup-api';

/** /admin/live: the windows open now or within a day, each to its live monitor (an invigilator's start). */
export default function LiveWindowsPage() {
  const { t, i18n } = useTranslation('admin');
  const windows = useLiveWindows();
  const hindi = i18n.language === 'hi';
  const when = (iso: string, zone: string) =>
    new Date(iso).toLocaleString(hindi ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
  const columns: Column<TLiveWindow>[] = [
    {
      id: 'set',
      header: t('liveWindows.set'),
      rowHeader: true,
      className: 'data-table-wrap',
      cell: (w) => (
        <Link to={`/admin/schedules/${w.scheduleId}/live`}>
          {(hindi && w.setNameHi) || w.setName}
        </Link>
      ),
    },
    { id: 'opens', header: t('liveWindows.opens'), cell: (w) => when(w.opensAt, w.timeZone) },
    { id: 'closes', header: t('liveWindows.closes'), cell: (w) => when(w.closesAt, w.timeZone) },
  ];
  return (
    <>
      <h1 className="h3 mb-3">{t('liveWindows.title')}</h1>
      <p className="text-body-secondary">{t('liveWindows.intro')}</p>
      <DataTable
        caption={t('liveWindows.title')}
        columns={columns}
        rows={windows.data}
        rowKey={(w) => w.scheduleId}
        query={windows}
        empty={{ title: t('liveWindows.empty') }}
        layout="stack"
      />
    </>
  );
}
