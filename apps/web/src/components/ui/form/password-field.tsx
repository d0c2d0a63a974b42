import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field';
import './password-field.css';
import './i18n/translations';

/** A password input with a Show / Hide button: typing a password on a phone is error-prone. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('form.hide') : t('form.show')}
        </button>
      }
    />
  );
}
