import { lazy, Suspense } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import type { RichTextEditorProps } from './rich-text-editor';
import './rich-text-editor.css';

const Editor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/**
 * The rich-text editor, whose code (TipTap, ~470 KB) loads apart from the page: the set builder
 * and the question editor show every field and its text at once, and each editor takes its place
 * when its code has arrived, instead of the whole page waiting for it on a slow machine.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** The field as the editor will show it, read-only, with room kept for its toolbar. */
function EditorPlaceholder({ label, value, compact, error, lang, readOnly }: RichTextEditorProps) {
  return (
    <div className="rich-editor mb-3" aria-busy="true">
      <div className="form-label">{label}</div>
      {!readOnly && <div className="rich-editor-toolbar-space mb-1" />}
      <SafeHtml
        html={value}
        lang={lang}
        className={`form-control rich-editor-area${compact ? ' is-compact' : ''}${error ? ' is-invalid' : ''}`}
      />
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}
