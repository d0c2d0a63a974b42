import { useTranslation } from 'react-i18next';

interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

/** The page numbers to show: first, last, and two either side of the current, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Bootstrap pagination of buttons; the current page is marked for screen readers. */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            {t('exam.previousPage')}
          </button>
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : item === page ? (
            <li key={item} className="page-item active">
              <span className="page-link" aria-current="page">
                {item}
              </span>
            </li>
          ) : (
            <li key={item} className="page-item">
              <button type="button" className="page-link" onClick={() => onChange(item)}>
                {item}
              </button>
            </li>
          ),
        )}
        <li className={`page-item${page >= totalPages ? ' disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
          >
            {t('exam.nextPage')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
