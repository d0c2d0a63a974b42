import { useEffect, useId, useState } from 'react';

interface SearchInputProps {
  label: string;
  placeholder?: string;
  /** What the list searches for now (from the address). */
  value: string;
  /** Called a moment after typing stops, or at once on Enter. */
  onSearch: (value: string) => void;
  /** A search landmark of its own (false: a text filter among others, such as a tag). */
  landmark?: boolean;
  small?: boolean;
  className?: string;
}

/**
 * A labelled box that searches after a pause instead of on every key. When the list's value
 * changes from elsewhere (Clear filters, Back), the box shows it; its own search does not
 * overwrite what is being typed.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onSearch,
  landmark = true,
  small = false,
  className = 'mb-3',
}: SearchInputProps) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setTyped(value);
  }
  const search = (text: string) => {
    setSent(text);
    onSearch(text);
  };
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = window.setTimeout(() => {
      setSent(typed.trim());
      onSearch(typed.trim());
    }, 350);
    return () => window.clearTimeout(timer);
  }, [typed, value, onSearch]);
  return (
    <div className={className} {...(landmark && { role: 'search' })}>
      <label htmlFor={id} className={`form-label${small ? ' small mb-1' : ''}`}>
        {label}
      </label>
      <input
        id={id}
        type={landmark ? 'search' : 'text'}
        className={`form-control${small ? ' form-control-sm' : ''}`}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && typed.trim() !== value) search(typed.trim());
        }}
      />
    </div>
  );
}
