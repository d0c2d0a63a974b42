import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadFile } from '../../imports/api/imports-api';
import { useTableImport } from '../../hooks/use-table-import';
import { EnrolUploadForm, type EnrolUpload } from './enrol-upload-form';
import {
  saveTextFile,
  saveXlsxFile,
  usePreviewEnrolment,
  useRunEnrolment,
} from '../api/enrolment-api';
import type { TEnrolmentResponse } from '@exam/contracts/admin/enrolment';
import { useStudentFilters } from '../api/students-api';
import './students-page.css';
import { ProblemsTable } from '../../components/table-import/problems-table';
import { RowsTable } from '../../components/table-import/rows-table';
import { TemplateButtons } from '../../components/table-import/template-buttons';
import { ImportButton } from '../../components/table-import/import-button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';

/** /admin/students/enrol: template, upload, a preview naming every problem, then one import. */
export default function EnrolPage() {
  const { t } = useTranslation('admin');
  const filters = useStudentFilters();
  const [admitCards, setAdmitCards] = useState(false);
  const upload = useTableImport(
    usePreviewEnrolment(),
    useRunEnrolment(admitCards ? 'admit-card' : 'one-time'),
  );
  const { report, failure } = upload;
  const [passwords, setPasswords] = useState<TEnrolmentResponse['response'] | null>(null);
  const institutes = filters.data?.institutes ?? [];

  const doPreview = (chosen: EnrolUpload) => {
    setPasswords(null);
    return upload.preview(chosen);
  };
  const doImport = () =>
    upload.confirm((answer) => {
      setPasswords(answer);
      upload.clearReport();
    });

  const template = (format: 'csv' | 'xlsx') =>
    downloadFile(ADMIN_API.enrolmentTemplate, { format }).catch((error: unknown) =>
      upload.setFailure(
        t('roster.enrolPage.downloadFailed', { message: (error as Error).message }),
      ),
    );

  const ready = report !== null && report.problems.length === 0 && report.valid > 0;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/students">← {t('roster.enrolPage.back')}</Link>
      </p>
      <h1 className="h3 mb-2">{t('roster.enrolPage.title')}</h1>
      <p className="text-body-secondary">{t('roster.enrolPage.steps')}</p>

      <section className="mb-3" aria-labelledby="enrol-template">
        <h2 id="enrol-template" className="h6">
          {t('roster.enrolPage.template')}
        </h2>
        <TemplateButtons
          csvLabel={t('roster.enrolPage.templateCsv')}
          xlsxLabel={t('roster.enrolPage.templateXlsx')}
          onDownload={(format) => void template(format)}
        />
      </section>

      <EnrolUploadForm
        institutes={institutes}
        pending={upload.previewing}
        onPreview={(chosen) => void doPreview(chosen)}
        onChange={upload.clearReport}
      />

      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}

      {passwords && (
        <div className="alert alert-success" role="status">
          <p>{t('roster.enrolPage.imported', { count: passwords.created })}</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-success"
              onClick={() => saveTextFile(passwords.passwordsCsv, passwords.passwordsFileNames.csv)}
            >
              {t('roster.enrolPage.downloadPasswords')}
            </button>
            <button
              type="button"
              className="btn btn-outline-success"
              onClick={() =>
                saveXlsxFile(passwords.passwordsXlsxBase64, passwords.passwordsFileNames.xlsx)
              }
            >
              {t('roster.enrolPage.downloadPasswordsXlsx')}
            </button>
          </div>
        </div>
      )}

      {report && (
        <section aria-labelledby="enrol-report">
          <p id="enrol-report" className="fw-semibold" aria-live="polite">
            {t('roster.enrolPage.summary', {
              rows: report.rows,
              valid: report.valid,
              problems: report.problems.length,
            })}
          </p>
          <ProblemsTable
            problems={report.problems}
            title={t('roster.enrolPage.problemsTitle')}
            headingLevel="h2"
            kind={(problem) => (
              <span
                className={`badge ${problem.kind === 'error' ? 'text-bg-danger' : 'text-bg-warning'}`}
              >
                {t(`roster.enrolPage.${problem.kind}`)}
              </span>
            )}
            message={(problem) => t(`roster.problem.${problem.code}`, problem.params)}
          />
          <RowsTable
            rows={report.sample}
            title={t('roster.enrolPage.sampleTitle')}
            headingLevel="h2"
            tableClassName="roster-table"
            columns={[
              { heading: t('roster.enrolPage.row'), cell: (row) => row.row },
              { heading: t('roster.name'), cell: (row) => row.name },
              { heading: t('roster.username'), cell: (row) => row.username },
              { heading: t('roster.rollNo'), cell: (row) => row.rollNo },
              {
                heading: t('roster.classSection'),
                cell: (row) =>
                  row.studentSection
                    ? `${row.studentClass} / ${row.studentSection}`
                    : row.studentClass,
              },
              { heading: t('roster.centre'), cell: (row) => row.centreCode || '—' },
            ]}
          />
          {ready && (
            <CheckboxField
              name="admitCards"
              label={t('roster.enrolPage.admitCards')}
              hint={t('roster.enrolPage.admitCardsHint')}
              checked={admitCards}
              onChange={(event) => setAdmitCards(event.target.checked)}
            />
          )}
          <ImportButton
            ready={ready}
            importing={upload.importing}
            onImport={doImport}
            label={t('roster.enrolPage.import', { count: report.valid })}
            importingLabel={t('roster.enrolPage.importing')}
          />
        </section>
      )}
    </>
  );
}
