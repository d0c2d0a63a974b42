/** One field an audited change moved, as a person reads it: "role: teacher → institute-admin". */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

type Scalar = string | number | boolean | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as text: lists joined by commas, nothing as null, other objects as compact JSON. */
export function readableValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.map((item) => readableValue(item) ?? '—').join(', ');
  }
  if (isRecord(value)) return JSON.stringify(value);
  return String(value as Scalar);
}

/**
 * The fields an audit entry's before and after differ in, in the order they first appear; a
 * field only in one side is shown from or to nothing. Entries whose sides are not objects (or are
 * missing) give one change under the field "value".
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const from = readableValue(before);
    const to = readableValue(after);
    return from === to ? [] : [{ field: 'value', from, to }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.flatMap((field) => {
    const from = readableValue(b[field]);
    const to = readableValue(a[field]);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** Option letters as students see them: the first option is A. */
export const optionLetter = (index: number) =>
  index >= 0 && index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
