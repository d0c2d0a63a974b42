import { ZListAuditQuery } from '@exam/contracts/admin/list-audit';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { ListSkeleton, ListStates } from '@/components/ui/data-table/list-states';
import { useListState } from '@/components/ui/data-table/use-list-state';
import { useAudit } from '../api/list-audit';
import { useStaff } from '../../lib/staff-session';
import { AuditRow } from './audit-row';
import './audit-page.css';

const ENTITIES = [
  'question',
  'set',
  'exam',
  'category',
  'sub-category',
  'media',
  'staff',
  'attempt',
] as const;

/** /admin/audit (org-admins): who changed what, when, with the before and after of each change. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const list = useListState(ZListAuditQuery);
  const allowed = staff?.role === 'org-admin';
  const audit = useAudit(list.state);
  if (!allowed) {
    return (
      <>
        <h1 className="h3 mb-3">{t('audit.title')}</h1>
        <div className="alert alert-warning">{t('audit.forbidden')}</div>
      </>
    );
  }
  const data = audit.data;
  return (
    <>
      <h1 className="h3 mb-3">{t('audit.title')}</h1>
      <FilterSelect
        id="audit-entity"
        className="mb-3 audit-filter"
        label={t('audit.entity')}
        anyLabel={t('audit.anyEntity')}
        value={list.state.entity}
        choices={ENTITIES.map((name) => ({ value: name, label: t(`audit.entities.${name}`) }))}
        onChange={(value) => list.setFilter('entity', value)}
      />
      <ListStates
        query={audit}
        isEmpty={data?.items.length === 0}
        empty={{ title: t('audit.empty') }}
        skeleton={<ListSkeleton />}
        paging={data && { ...data, onChange: list.setPage, label: t('audit.pages') }}
      >
        <ul className="list-group">
          {data?.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </ListStates>
    </>
  );
}
