import { sanitizeContent } from '../safe-html';

/** Content HTML with MathML kept (DOMPurify's MathML profile); no styles, forms or scripts. */
export const sanitizeRichHtml = (html: string): string => sanitizeContent(html, { mathMl: true });

/** True when the text holds LaTeX between \( \), \[ \] or $$ $$. */
export const hasTex = (html: string) => /\\\(|\\\[|\$\$/.test(html);
