import { useTranslation } from 'react-i18next';
import type { TImportFileReport } from '@exam/contracts/interchange/import-report';
import { answerOf, plainText } from '../utils/question-text';

/** What an import will write, item by item, then what it skips and the errors that block it. */
export function PreviewTable({ report }: { report: TImportFileReport }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {report.items.length > 0 && (
        <div className="table-responsive mb-3">
          <table className="table table-sm align-middle import-table">
            <caption>{t('imports.willCreate')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('imports.place')}</th>
                <th scope="col">{t('imports.type')}</th>
                <th scope="col">{t('imports.question')}</th>
                <th scope="col">{t('imports.answer')}</th>
                <th scope="col">{t('imports.key')}</th>
              </tr>
            </thead>
            <tbody>
              {report.items.map((item) => (
                <tr key={item.place}>
                  <td className="import-place">{item.place}</td>
                  <td className="text-nowrap">{t(`imports.types.${item.body.type}`)}</td>
                  <td className="import-question">
                    <span>{plainText(item.body.textEn)}</span>
                    {item.body.textHi && (
                      <span lang="hi" className="d-block text-body-secondary">
                        {plainText(item.body.textHi)}
                      </span>
                    )}
                    {item.notes?.length ? (
                      <span className="d-block small text-body-secondary">
                        {t('imports.notes')}: {item.notes.join('; ')}
                      </span>
                    ) : null}
                  </td>
                  <td className="text-nowrap">{answerOf(item)}</td>
                  <td className="text-nowrap">
                    {item.key ?? t('imports.newKey')}
                    {item.updates !== null && (
                      <span className="d-block small text-body-secondary">
                        {t('imports.updates', { id: item.updates })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.skipped.length > 0 && (
        <section className="mb-3" aria-labelledby="import-skipped">
          <h2 id="import-skipped" className="h6">
            {t('imports.skipped', { count: report.skipped.length })}
          </h2>
          <ul className="list-group">
            {report.skipped.map((skip) => (
              <li key={skip.place} className="list-group-item">
                <strong>{skip.place}</strong>: {skip.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.errors.length > 0 && (
        <section className="mb-3" aria-labelledby="import-errors">
          <h2 id="import-errors" className="h6 text-danger">
            {t('imports.errors', { count: report.errors.length })}
          </h2>
          <p>{t('imports.errorsBlock')}</p>
          <ul className="list-group">
            {report.errors.map((error, i) => (
              <li key={`${error.place}-${i}`} className="list-group-item list-group-item-danger">
                <strong>{error.place}</strong>: {error.message}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
