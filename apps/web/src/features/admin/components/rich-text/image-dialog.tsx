import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from '@exam/contracts/admin/upload-media';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { uploadMedia } from '../../questions/api/upload-media';
import { useErrorText } from '../../shell/components/action-message';

interface ImageDialogProps {
  show: boolean;
  onClose: () => void;
  onInsert: (src: string, alt: string) => void;
}

/** A chosen image within the upload limit, and its alternative text (an image needs one). */
const ZImageForm = z
  .object({
    files: z.custom<FileList | null>(),
    alt: z.string().trim().min(1, 'form.altRequired').max(300),
  })
  .transform(({ files, alt }, context) => {
    const file = files?.[0];
    if (!file) context.addIssue({ code: 'custom', path: ['files'], message: 'form.chooseFile' });
    else if (file.size > MEDIA_MAX_BYTES)
      context.addIssue({ code: 'custom', path: ['files'], message: 'form.fileTooLarge' });
    return file && file.size <= MEDIA_MAX_BYTES ? { file, alt } : z.NEVER;
  });

/** Uploads an image through the media endpoint; it is inserted only with its alternative text. */
export function ImageDialog({ show, onClose, onInsert }: ImageDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const upload = useMutation({ mutationFn: uploadMedia });
  const form = useForm({
    resolver: zodResolver(ZImageForm, formParseOptions),
    defaultValues: { files: null, alt: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    upload.reset();
    onClose();
  };
  const insert = form.handleSubmit(async ({ file, alt }) => {
    const media = await upload.mutateAsync(file).catch(() => null);
    if (!media) return;
    onInsert(media.path, alt);
    form.reset();
  });
  return (
    <FormDialog
      show={show}
      onHide={close}
      title={t('rich.imageTitle')}
      onSubmit={(event) => void insert(event)}
      submitLabel={t('rich.insert')}
      pendingLabel={t('rich.uploading')}
      pending={upload.isPending}
      failure={upload.isError && t('rich.uploadFailed', { message: errorText(upload.error) })}
    >
      <TextField
        label={t('rich.imageFile')}
        type="file"
        accept={MEDIA_MIME_TYPES.join(',')}
        error={errors.files}
        {...form.register('files')}
      />
      <TextField
        label={t('rich.altText')}
        maxLength={300}
        error={errors.alt}
        {...form.register('alt')}
      />
    </FormDialog>
  );
}
