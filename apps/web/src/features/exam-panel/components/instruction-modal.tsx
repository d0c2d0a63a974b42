import { localized, type UiLanguage } from '@exam/core/language';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading';
import { SafeHtml } from '@/components/ui/safe-html';
import { useSetInstruction } from '../api/get-set-instruction';

interface InstructionModalProps {
  show: boolean;
  onHide: () => void;
  setId: number;
  language: UiLanguage;
}

/** SPEC §2 Exam Instruction: the set's instructions in the chosen language. */
export function InstructionModal({ show, onHide, setId, language }: InstructionModalProps) {
  const { t } = useTranslation();
  const instruction = useSetInstruction(setId, { enabled: show });
  const html = instruction.data
    ? localized(language, instruction.data.instructionEn, instruction.data.instructionHi)
    : '';
  return (
    <Modal show={show} onHide={onHide} size="lg" scrollable aria-labelledby="instr-title">
      <Modal.Header closeButton closeLabel={t('panel.close')}>
        <Modal.Title id="instr-title" as="h2" className="h5">
          {t('panel.examInstruction')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body lang={language}>
        {instruction.isPending ? (
          <PageLoading />
        ) : instruction.isError ? (
          <p className="alert alert-danger mb-0" role="alert">
            {t('panel.instructionError')}
          </p>
        ) : html ? (
          <SafeHtml html={html} className="instruction-text" />
        ) : (
          <p className="mb-0">{t('panel.noInstruction')}</p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onHide}>
          {t('panel.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
