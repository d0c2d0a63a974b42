import { useTranslation } from 'react-i18next';

/**
 * A form field's message: a translation key from the resolver ('auth.form.password.tooShort#8'),
 * or a sentence the server sent about the field, shown as it is.
 */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!message.startsWith('auth.')) return message;
    const [key = '', count] = message.split('#');
    return t(key, {
      ...(count === undefined ? {} : { count: Number(count) }),
      defaultValue: t('auth.form.invalid'),
    });
  };
}
