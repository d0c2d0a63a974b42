interface ImportButtonProps {
  /** The check found rows to import and no problems. */
  ready: boolean;
  importing: boolean;
  onImport: () => Promise<unknown> | void;
  label: string;
  /** Said instead of the label while the import runs. */
  importingLabel: string;
}

/** The button that runs a checked import: usable once the check passed, and not twice at once. */
export function ImportButton({
  ready,
  importing,
  onImport,
  label,
  importingLabel,
}: ImportButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={!ready || importing}
      onClick={() => void onImport()}
    >
      {importing ? importingLabel : label}
    </button>
  );
}
