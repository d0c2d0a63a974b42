import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Content HTML sanitised again in the browser: no styles, forms or scripts; MathML kept when asked
 * (question texts from imports). RichContent sanitises through this too, so DOMPurify stays in one
 * chunk with it.
 */
export const sanitizeContent = (html: string, { mathMl = false } = {}) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true, mathMl },
    FORBID_TAGS: ['style', 'form'],
  });

interface SafeHtmlProps {
  html: string;
  className?: string;
  lang?: string;
}

/** Content HTML (exam descriptions, instructions), sanitised again in the browser. */
export function SafeHtml({ html, className, lang }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeContent(html), [html]);
  return <div className={className} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
