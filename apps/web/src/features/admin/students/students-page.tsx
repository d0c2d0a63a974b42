import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { Pager } from '@/components/ui/pager';
import { useStudents } from '../api/list-students';
import { SearchInput } from '../shell/search-input';

/** /admin/students: the students of the staff member's institute (the organisation's for org-admins). */
export default function StudentsPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const students = useStudents({ q: q || undefined, page });
  const search = useCallback(
    (value: string) => setParams(value ? { q: value } : {}, { replace: true }),
    [setParams],
  );
  const data = students.data;
  return (
    <>
      <h1 className="h3 mb-3">{t('students.title')}</h1>
      <SearchInput
        label={t('students.search')}
        placeholder={t('students.searchPlaceholder')}
        value={q}
        onSearch={search}
      />
      {students.isPending ? (
        <PageLoading />
      ) : students.isError ? (
        <ErrorState error={students.error} onRetry={() => void students.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState title={t('students.empty')} />
      ) : (
        data && (
          <>
            <p className="small text-body-secondary">
              {t('students.count', { count: data.total })}
            </p>
            <div className="table-responsive bg-body rounded border">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col">{t('students.name')}</th>
                    <th scope="col">{t('students.username')}</th>
                    <th scope="col">{t('students.class')}</th>
                    <th scope="col">{t('students.rollNo')}</th>
                    <th scope="col">{t('students.institute')}</th>
                    <th scope="col">{t('students.joined')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((student) => (
                    <tr key={student.id}>
                      <th scope="row" className="fw-normal">
                        {student.name}
                      </th>
                      <td>{student.username}</td>
                      <td>{student.studentClass > 0 ? student.studentClass : '—'}</td>
                      <td>{student.rollNo}</td>
                      <td>{student.instituteName}</td>
                      <td>{new Date(student.createdAt).toLocaleDateString(i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.page}
              totalPages={Math.max(1, Math.ceil(data.total / data.pageSize))}
              onChange={(next) => setParams(q ? { q, page: String(next) } : { page: String(next) })}
              label={t('students.pages')}
            />
          </>
        )
      )}
    </>
  );
}
