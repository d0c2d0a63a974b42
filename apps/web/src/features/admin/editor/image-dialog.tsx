import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from '@exam/contracts/admin/upload-media';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '../api/upload-media';
import { useErrorText } from '../shell/action-message';

interface ImageDialogProps {
  show: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

/** Uploads an image through the media endpoint; it is inserted only with its alternative text. */
export function ImageDialog({ show, onClose, onInsert }: ImageDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const fileId = useId();
  const altId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setAlt('');
    setProblem(null);
    setBusy(false);
  };

  const insert = async () => {
    if (!file) return setProblem(t('rich.fileRequired'));
    if (!alt.trim()) return setProblem(t('rich.altRequired'));
    setBusy(true);
    setProblem(null);
    try {
      const media = await uploadMedia(file);
      onInsert(media.path, alt.trim());
      reset();
    } catch (error) {
      setProblem(t('rich.uploadFailed', { message: errorText(error) }));
      setBusy(false);
    }
  };

  const altMissing = problem === t('rich.altRequired');
  return (
    <Modal
      aria-labelledby="image-dialog-title"
      show={show}
      onHide={() => {
        reset();
        onClose();
      }}
      onExited={reset}
    >
      <Modal.Header closeButton closeLabel={t('rich.cancel')}>
        <Modal.Title id="image-dialog-title" as="h2" className="h5">
          {t('rich.imageTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {problem && (
          <div className="alert alert-danger py-2" role="alert">
            {problem}
          </div>
        )}
        <div className="mb-3">
          <label htmlFor={fileId} className="form-label">
            {t('rich.imageFile')}
          </label>
          <input
            id={fileId}
            type="file"
            className="form-control"
            accept={MEDIA_MIME_TYPES.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setProblem(chosen && chosen.size > MEDIA_MAX_BYTES ? t('rich.imageFile') : null);
              setFile(chosen && chosen.size <= MEDIA_MAX_BYTES ? chosen : null);
            }}
          />
        </div>
        <div>
          <label htmlFor={altId} className="form-label">
            {t('rich.altText')}
          </label>
          <input
            id={altId}
            className={`form-control${altMissing ? ' is-invalid' : ''}`}
            value={alt}
            maxLength={300}
            aria-invalid={altMissing || undefined}
            onChange={(event) => setAlt(event.target.value)}
          />
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('rich.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => void insert()}
        >
          {busy ? t('rich.uploading') : t('rich.insert')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
