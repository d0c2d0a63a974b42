import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { TextField } from '@/components/ui/form/text-field';
import { RichContent } from '@/components/ui/rich-content/rich-content';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface FormulaDialogProps {
  show: boolean;
  onClose: () => void;
  onInsert: (latex: string) => void;
}

/** A LaTeX formula, previewed as the exam panel will typeset it, inserted as \( … \). */
export function FormulaDialog({ show, onClose, onInsert }: FormulaDialogProps) {
  const { t } = useTranslation('admin');
  const form = useForm({ defaultValues: { latex: '' } });
  const latex = useWatch({ control: form.control, name: 'latex' }).trim();
  const close = () => {
    form.reset();
    onClose();
  };
  const insert = form.handleSubmit((values) => {
    if (!values.latex.trim()) return;
    onInsert(values.latex.trim());
    form.reset();
  });
  return (
    <FormDialog
      show={show}
      onHide={close}
      title={t('rich.formulaTitle')}
      onSubmit={(event) => void insert(event)}
      submitLabel={t('rich.insert')}
      pending={false}
    >
      <TextField
        label={t('rich.latex')}
        hint={t('rich.latexHint')}
        className="font-monospace"
        autoComplete="off"
        spellCheck={false}
        {...form.register('latex')}
      />
      {latex && (
        <div className="border rounded p-2" aria-live="polite">
          <RichContent html={`\\(${escapeHtml(latex)}\\)`} />
        </div>
      )}
    </FormDialog>
  );
}
