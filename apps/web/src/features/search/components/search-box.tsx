import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface SearchBoxProps {
  className?: string;
}

/** The top bar's search: Search (or Enter) opens /search?q=…; on /search it shows the current query. */
export function SearchBox({ className = '' }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const urlQuery = pathname === '/search' ? (params.get('q') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    // The URL's query changed (back button, a link): show it.
    setShownQuery(urlQuery);
    setValue(urlQuery);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}`);
  };

  return (
    <form role="search" className={`search-box d-flex ${className}`} onSubmit={submit}>
      <input
        type="search"
        name="q"
        className="form-control"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={value}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="btn btn-primary flex-shrink-0">
        {t('search.button')}
      </button>
    </form>
  );
}
