import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { uploadMedia } from '../../questions/api/upload-media';
import './org-setup.css';

/** A logo: the image shown, a file to upload in its place (the media upload), or none. */
export function LogoField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (sha256: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const upload = useMutation({ mutationFn: uploadMedia });
  const failure =
    error ??
    (upload.isError && (isApiError(upload.error) ? upload.error.message : t('state.loadError')));
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="d-flex align-items-center gap-3 flex-wrap">
        {value ? (
          <img
            src={`/media/${value}`}
            alt={t('org.logoAlt')}
            className="org-logo-preview border rounded"
          />
        ) : (
          <span className="text-body-secondary small">{t('org.noLogo')}</span>
        )}
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className={`form-control org-logo-input${failure ? ' is-invalid' : ''}`}
          aria-describedby={failure ? `${id}-error` : undefined}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file)
              void upload
                .mutateAsync(file)
                .then((media) => onChange(media.sha256))
                .catch(() => undefined);
          }}
        />
        {value && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => onChange(null)}
          >
            {t('org.removeLogo')}
          </button>
        )}
      </div>
      {failure && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {failure}
        </div>
      )}
    </div>
  );
}
