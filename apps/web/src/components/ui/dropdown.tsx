import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface DropdownProps {
  label: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  /** The menu's entries: <li> elements holding links or buttons with class dropdown-item. */
  children: ReactNode;
}

/**
 * A disclosure dropdown styled as Bootstrap's: the toggle says whether it is open; Escape, a click
 * outside, leaving it with Tab or choosing an entry closes it. No positioning library needed.
 */
export function Dropdown({ label, align = 'start', className = '', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={`dropdown ${className}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu${align === 'end' ? ' dropdown-menu-end' : ''}${open ? ' show' : ''}`}
        data-bs-popper="static"
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
