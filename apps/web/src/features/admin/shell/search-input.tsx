import { useEffect, useId, useState } from 'react';

interface SearchInputProps {
  label: string;
  placeholder?: string;
  value: string;
  /** Called a moment after typing stops. */
  onSearch: (value: string) => void;
}

/** A labelled search box that searches after a pause instead of on every key. */
export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(typed.trim()), 350);
    return () => window.clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <div className="mb-3" role="search">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
  );
}
