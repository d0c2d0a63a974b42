import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichContent } from '@/components/ui/rich-content/rich-content';
import { hasTex } from '@/components/ui/rich-content/sanitize-rich-html';
import { FormulaDialog } from './formula-dialog';
import { ImageDialog } from './image-dialog';
import { KeepDirection } from './keep-direction';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Options: one line of text, so no lists or tables, and no wrapping paragraph. */
  compact?: boolean;
  error?: string;
  lang?: 'en' | 'hi';
  readOnly?: boolean;
}

/** An option's single paragraph is stored as its text, as imported options are. */
const unwrapSingleParagraph = (html: string) => {
  const match = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return match && !match[1]?.includes('<p>') ? (match[1] ?? '') : html;
};

/**
 * Rich text of a question, option or solution (TipTap): bold, italic, lists, tables, images
 * (uploaded, with alternative text) and formulas as LaTeX between \( \), which the exam panel's
 * RichContent typesets.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { label, value, onChange, compact = false, error, lang, readOnly = false } = props;
  const { t } = useTranslation('admin');
  const labelId = useId();
  const errorId = useId();
  const emitted = useRef(value);
  const [dialog, setDialog] = useState<'image' | 'formula' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        code: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        link: false,
        ...(compact ? { bulletList: false, orderedList: false } : {}),
      }),
      Image.configure({ inline: true }),
      KeepDirection,
      ...(compact ? [] : [TableKit.configure({ table: { resizable: false } })]),
    ],
    content: value,
    editable: !readOnly,
    editorProps: {
      attributes: {
        class: `form-control rich-editor-area${compact ? ' is-compact' : ''}${error ? ' is-invalid' : ''}`,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      const next = compact ? unwrapSingleParagraph(html) : html;
      emitted.current = next;
      onChange(next);
    },
  });

  // A value set from outside (true/false fills its options, a loaded question) replaces the text.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
    }),
  });

  const button = (name: string, pressed: boolean | undefined, run: () => void, text?: string) => (
    <button
      type="button"
      className={`btn btn-sm ${pressed ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-pressed={pressed}
      onClick={run}
      disabled={!editor || readOnly}
      title={t(`rich.${name}`)}
    >
      {text ?? t(`rich.${name}`)}
    </button>
  );

  return (
    <div className="rich-editor mb-3">
      <div id={labelId} className="form-label">
        {label}
      </div>
      {!readOnly && (
        <div
          className="btn-toolbar gap-1 mb-1 flex-wrap"
          role="toolbar"
          aria-label={`${t('rich.toolbar')}: ${label}`}
        >
          {button('bold', active?.bold, () => editor?.chain().focus().toggleBold().run(), 'B')}
          {button(
            'italic',
            active?.italic,
            () => editor?.chain().focus().toggleItalic().run(),
            'I',
          )}
          {!compact &&
            button('bullets', active?.bullets, () =>
              editor?.chain().focus().toggleBulletList().run(),
            )}
          {!compact &&
            button('numbers', active?.numbers, () =>
              editor?.chain().focus().toggleOrderedList().run(),
            )}
          {!compact &&
            button('table', undefined, () =>
              editor?.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            )}
          {button('image', undefined, () => setDialog('image'))}
          {button('formula', undefined, () => setDialog('formula'))}
        </div>
      )}
      <EditorContent editor={editor} />
      {hasTex(value) && (
        // The editor holds a formula as its LaTeX: here it is as students will see it.
        <div className="rich-editor-math small mt-1">
          <span className="text-body-secondary me-1">{t('rich.mathPreview')}</span>
          <RichContent html={value} inline={compact} />
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <ImageDialog
        show={dialog === 'image'}
        onClose={() => setDialog(null)}
        onInsert={(src, alt) => {
          editor?.chain().focus().setImage({ src, alt }).run();
          setDialog(null);
        }}
      />
      <FormulaDialog
        show={dialog === 'formula'}
        onClose={() => setDialog(null)}
        onInsert={(latex) => {
          editor
            ?.chain()
            .focus()
            .insertContent({ type: 'text', text: `\\(${latex}\\)` })
            .run();
          setDialog(null);
        }}
      />
    </div>
  );
}
