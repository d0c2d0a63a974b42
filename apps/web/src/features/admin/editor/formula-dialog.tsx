import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  const [latex, setLatex] = useState('');
  const close = () => {
    setLatex('');
    onClose();
  };
  return (
    <Modal aria-labelledby="formula-dialog-title" show={show} onHide={close}>
      <Modal.Header closeButton closeLabel={t('rich.cancel')}>
        <Modal.Title id="formula-dialog-title" as="h2" className="h5">
          {t('rich.formulaTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={id} className="form-label">
          {t('rich.latex')}
        </label>
        <input
          id={id}
          className="form-control font-monospace"
          value={latex}
          onChange={(event) => setLatex(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <div id={`${id}-hint`} className="form-text">
          {t('rich.latexHint')}
        </div>
        {latex.trim() && (
          <div className="border rounded p-2 mt-2" aria-live="polite">
            <RichContent html={`\\(${escapeHtml(latex)}\\)`} />
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={close}>
          {t('rich.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!latex.trim()}
          onClick={() => {
            onInsert(latex.trim());
            setLatex('');
          }}
        >
          {t('rich.insert')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
