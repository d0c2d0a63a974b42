import { useEffect, useMemo, useRef } from 'react';
import { hasTex, sanitizeRichHtml } from './sanitize-rich-html';
import './rich-content.css';

interface RichContentProps {
  html: string;
  className?: string;
  /** Inline content (an option's text) renders in a span. */
  inline?: boolean;
}

/**
 * Question, option and solution text: sanitised HTML with images, MathML (rendered by the browser)
 * and LaTeX between \( \) or $$ $$, typeset by KaTeX — loaded in its own chunk, only when a text
 * has LaTeX, so pages without mathematics never pay for it.
 */
export function RichContent({ html, className, inline = false }: RichContentProps) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasTex(clean)) return;
    let cancelled = false;
    void import('./typeset-math').then(({ typesetMath }) => {
      if (!cancelled) typesetMath(element);
    });
    return () => {
      cancelled = true;
    };
  }, [clean]);
  const classes = ['rich-content', className].filter(Boolean).join(' ');
  return inline ? (
    <span ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: clean }} />
  ) : (
    <div
      ref={ref as React.RefObject<HTMLDivElement>}
      className={classes}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
