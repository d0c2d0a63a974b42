interface TemplateButtonsProps {
  csvLabel: string;
  xlsxLabel: string;
  onDownload: (format: 'csv' | 'xlsx') => void;
}

/** The two downloads of an import's template (CSV and XLSX), side by side. */
export function TemplateButtons({ csvLabel, xlsxLabel, onDownload }: TemplateButtonsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => onDownload(format)}
        >
          {format === 'csv' ? csvLabel : xlsxLabel}
        </button>
      ))}
    </div>
  );
}
