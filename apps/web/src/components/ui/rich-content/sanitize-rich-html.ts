import DOMPurify from 'dompurify';

/** Content HTML with MathML kept (DOMPurify's MathML profile); no styles, forms or scripts. */
export function sanitizeRichHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true, mathMl: true },
    FORBID_TAGS: ['style', 'form'],
  });
}

/** True when the text holds LaTeX between \( \), \[ \] or $$ $$. */
export const hasTex = (html: string) => /\\\(|\\\[|\$\$/.test(html);
