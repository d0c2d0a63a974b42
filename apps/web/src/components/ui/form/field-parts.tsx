/** The message under a field, in red (Bootstrap shows it after an .is-invalid control). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback">
      {message}
    </div>
  );
}

export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <div id={id} className="form-text">
      {hint}
    </div>
  );
}
