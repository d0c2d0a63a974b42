import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { useAudit } from '../api/list-audit';
import { useStaff } from '../lib/staff-session';
import { AuditRow } from './audit-row';
import './audit-page.css';

const ENTITIES = ['question', 'set', 'exam', 'category', 'sub-category', 'media', 'staff'] as const;

/** /admin/audit (org-admins): who changed what, when, with the before and after of each change. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const entity = params.get('entity') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const allowed = staff?.role === 'org-admin';
  const audit = useAudit({ entity: entity || undefined, page });
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
      <div className="mb-3 audit-filter">
        <label htmlFor="audit-entity" className="form-label">
          {t('audit.entity')}
        </label>
        <select
          id="audit-entity"
          className="form-select"
          value={entity}
          onChange={(event) => setParams(event.target.value ? { entity: event.target.value } : {})}
        >
          <option value="">{t('audit.anyEntity')}</option>
          {ENTITIES.map((name) => (
            <option key={name} value={name}>
              {t(`audit.entities.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {audit.isPending ? (
        <PageLoading />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        data && (
          <>
            <ul className="list-group">
              {data.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pager
              page={data.page}
              totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onChange={(next) =>
                setParams(entity ? { entity, page: String(next) } : { page: String(next) })
              }
              label={t('audit.pages')}
            />
          </>
        )
      )}
    </>
  );
}
