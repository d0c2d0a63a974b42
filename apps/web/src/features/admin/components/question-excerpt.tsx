import { useMemo } from 'react';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { plainText } from '../utils/plain-text';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A question's words on one line of a list, its formulas typeset as the exam panel shows them
 * (not as raw LaTeX); images become their alternative text.
 */
export function QuestionExcerpt({ html, max }: { html: string; max?: number }) {
  const text = useMemo(() => escapeHtml(plainText(html, max)), [html, max]);
  return <RichContent inline html={text} />;
}
