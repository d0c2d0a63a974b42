import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Content HTML inside a line (an option's text in its label), sanitised again in the browser. */
export function InlineHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }),
    [html],
  );
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
