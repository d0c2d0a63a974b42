import type { TAuditChange, TAuditEntry } from '@exam/contracts/admin/list-audit';
import { formatDateTime } from '@exam/core/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/i18n/use-ui-language';

const show = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value, null, 2);

const ROLE_FIELDS = new Set(['role']);
const SHORT = 4;
const WORD_VALUES = new Set(['true', 'false', 'dropped', 'open', 'scheduled']);

/** A value as people read it: roles and yes/no in the console's language, the rest as recorded. */
function useValueText() {
  const { t } = useTranslation('admin');
  return (field: string, value: string | null) => {
    if (value === null) return t('audit.nothing');
    if (ROLE_FIELDS.has(field)) return t(`roles.${value}`, { defaultValue: value });
    if (WORD_VALUES.has(value)) return t(`audit.values.${value}`);
    return value;
  };
}

/** "Role: Teacher → Institute admin", one line per field the change moved. */
function ChangeList({ changes }: { changes: TAuditChange[] }) {
  const { t } = useTranslation('admin');
  const valueText = useValueText();
  if (changes.length === 0) return null;
  return (
    <ul className="audit-changes list-unstyled small mb-0 mt-1">
      {changes.map((change) => (
        <li key={change.field}>
          <span className="text-body-secondary">
            {t(`audit.fields.${change.field}`, { defaultValue: change.field })}:
          </span>{' '}
          {change.from !== null && (
            <>
              <del>{valueText(change.field, change.from)}</del> →{' '}
            </>
          )}
          <ins>{valueText(change.field, change.to)}</ins>
        </li>
      ))}
    </ul>
  );
}

/** One change: who, what, when, the fields it moved; its raw before and after on request. */
export function AuditRow({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation('admin');
  const { language } = useUiLanguage();
  const [open, setOpen] = useState(false);
  const before = show(entry.before);
  const after = show(entry.after);
  const detailsId = `audit-${entry.id}-details`;
  // A change of something that existed reads at once; a creation's every field waits for the button.
  const inline = entry.before !== null || entry.changes.length <= SHORT;
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <time dateTime={entry.at} className="small text-body-secondary">
          {formatDateTime(entry.at, language)}
        </time>
        <span className="fw-semibold">{entry.staffName ?? t('audit.system')}</span>
        <span className="badge text-bg-primary">
          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
        </span>
        <span>
          {t(`audit.entityName.${entry.entity}`, { defaultValue: entry.entity })}
          {entry.entityId && ` #${entry.entityId}`}
        </span>
        {(before || after) && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary ms-auto"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('audit.hide') : t('audit.show')}
          </button>
        )}
      </div>
      {inline && <ChangeList changes={entry.changes} />}
      {open && !inline && <ChangeList changes={entry.changes} />}
      {open && (
        <div id={detailsId} className="row g-2 mt-1">
          {(
            [
              ['before', before],
              ['after', after],
            ] as const
          ).map(([label, text]) => (
            <div key={label} className="col-md-6">
              <div className="small fw-semibold">{t(`audit.${label}`)}</div>
              <pre className="audit-json bg-body-tertiary border rounded p-2 small mb-0">
                {text ?? t('audit.none')}
              </pre>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
