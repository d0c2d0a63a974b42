import { MEDIA_MAX_BYTES, MEDIA_MIME_TYPES } from '@exam/contracts/admin/upload-media';
import { ZChallengeReason } from '@exam/contracts/results/challenge-key';
import type { TResponseSheetQuestion } from '@exam/contracts/results/response-sheet';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/ui/form/form-dialog';
import { formParseOptions } from '@/components/ui/form/form-messages';
import { applyServerErrors } from '@/components/ui/form/server-errors';
import { TextareaField } from '@/components/ui/form/textarea-field';
import { useChallengeKey } from '../api/challenge-key';
import type { SheetRef } from '../api/get-response-sheet';

const ZForm = z.object({ reason: ZChallengeReason });
type Picture = {
  fileName: string;
  mimeType: (typeof MEDIA_MIME_TYPES)[number];
  dataBase64: string;
};

const readPicture = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

interface ChallengeDialogProps {
  sheet: SheetRef;
  question: TResponseSheetQuestion | null;
  onClose: () => void;
}

/** The candidate's challenge of one question's key: a reason and an optional picture. */
export function ChallengeDialog({ sheet, question, onClose }: ChallengeDialogProps) {
  const { t } = useTranslation();
  const send = useChallengeKey(sheet);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ZForm, formParseOptions),
    values: { reason: question?.challenge?.reason ?? '' },
  });
  const close = () => {
    form.reset();
    send.reset();
    setPicture(null);
    setPictureError(null);
    onClose();
  };
  const choose = async (file: File | undefined) => {
    setPictureError(null);
    setPicture(null);
    if (!file) return;
    const mimeType = MEDIA_MIME_TYPES.find((type) => type === file.type);
    if (!mimeType) return setPictureError(t('sheet.pictureHelp'));
    if (file.size > MEDIA_MAX_BYTES) return setPictureError(t('sheet.pictureTooBig'));
    setPicture({ fileName: file.name, mimeType, dataBase64: await readPicture(file) });
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!question) return;
    try {
      await send.mutateAsync({
        ...sheet,
        studentId: 0,
        questionId: question.questionId,
        reason,
        ...(picture && { image: picture }),
      });
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, ['reason']);
    }
  });
  return (
    <FormDialog
      show={question !== null}
      onHide={close}
      title={`${t('sheet.challenge')} · ${t('sheet.question', { n: question?.questionNo ?? '' })}`}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('sheet.send')}
      pendingLabel={t('sheet.sending')}
      pending={send.isPending}
      failure={send.isError && send.error.message}
    >
      <TextareaField
        label={t('sheet.reason')}
        hint={t('sheet.reasonHelp')}
        rows={4}
        maxLength={2000}
        error={form.formState.errors.reason}
        {...form.register('reason')}
      />
      <label className="form-label" htmlFor="challenge-picture">
        {t('sheet.picture')}
      </label>
      <input
        id="challenge-picture"
        type="file"
        accept={MEDIA_MIME_TYPES.join(',')}
        className={`form-control${pictureError ? ' is-invalid' : ''}`}
        aria-describedby="challenge-picture-hint"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div id="challenge-picture-hint" className={pictureError ? 'invalid-feedback' : 'form-text'}>
        {pictureError ?? t('sheet.pictureHelp')}
      </div>
    </FormDialog>
  );
}
