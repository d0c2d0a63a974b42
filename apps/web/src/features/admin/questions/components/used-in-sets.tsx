import type { TQuestionUse } from '@exam/contracts/admin/question-entities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The sets that hold this question, and why saving never changes a result already given. */
export function UsedInSets({ uses }: { uses: TQuestionUse[] }) {
  const { t } = useTranslation('admin');
  if (uses.length === 0) return null;
  return (
    <section className="alert alert-info" aria-labelledby="used-in-title">
      <h2 id="used-in-title" className="h6">
        {t('editor.usedInTitle')}
      </h2>
      <p className="small mb-2">{t('editor.usedInText')}</p>
      <ul className="mb-0 small">
        {uses.map((use) => (
          <li key={`${use.setId}-${use.questionNo}`}>
            <Link to={`/admin/sets/${use.setId}`}>
              {t('editor.usedInRow', {
                set: use.setName,
                no: use.questionNo,
                version: use.version,
              })}
            </Link>
            {use.active && (
              <span className="badge text-bg-success ms-2">{t('editor.published')}</span>
            )}
            {use.sat && <span className="badge text-bg-secondary ms-2">{t('editor.sat')}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
