import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/form/text-field';
import { BilingualRichText } from '../../components/rich-text/bilingual-rich-text';
import { newPassage, type QuestionFormApi } from '../utils/question-form-values';

interface PassageEditorProps {
  form: QuestionFormApi;
  message: (path: string) => string | undefined;
  readOnly: boolean;
  /** The other questions of the passage (decision 062): a saved change changes theirs too. */
  sharedWith: number[];
}

/**
 * The passage a question is read with (a comprehension): its title and text in both languages.
 * A set shows it once beside all the questions that share it; Duplicate makes the next one.
 */
export function PassageEditor({ form, message, readOnly, sharedWith }: PassageEditorProps) {
  const { t } = useTranslation('admin');
  const passage = useWatch({ control: form.control, name: 'passage' });

  if (!passage) {
    if (readOnly) return null;
    return (
      <div className="mb-3">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => form.setValue('passage', newPassage(), { shouldDirty: true })}
        >
          {t('editor.addPassage')}
        </button>
        <span className="form-text ms-2">{t('editor.addPassageHint')}</span>
      </div>
    );
  }

  return (
    <fieldset className="card mb-3" disabled={readOnly}>
      <legend className="card-header h6 mb-0 w-100">{t('editor.passage')}</legend>
      <div className="card-body">
        <p className="form-text mt-0" aria-live="polite">
          {sharedWith.length > 0 ? (
            <>
              {t('editor.passageShared', { count: sharedWith.length })}{' '}
              {sharedWith.map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <Link to={`/admin/questions/${id}`}>#{id}</Link>
                </span>
              ))}
            </>
          ) : (
            t('editor.passageAlone')
          )}
        </p>
        <TextField
          label={t('editor.passageTitle')}
          autoComplete="off"
          error={message('passage.titleEn')}
          {...form.register('passage.titleEn')}
        />
        <BilingualRichText
          control={form.control}
          names={['passage.textEn', 'passage.textHi']}
          labels={[t('editor.passageEn'), t('editor.passageHi')]}
          message={message}
          readOnly={readOnly}
        />
        {!readOnly && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger mt-3"
            onClick={() => form.setValue('passage', undefined, { shouldDirty: true })}
          >
            {t('editor.removePassage')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
