import { useTranslation } from 'react-i18next';
import { authEn } from '../i18n/translations';

/** English sentence of the server → its key under auth.server. */
const KNOWN = new Map(
  Object.entries(authEn.auth.server).map(([key, text]) => [text, `auth.server.${key}`] as const),
);

/**
 * The server speaks English. A sentence it is known to send is shown in the UI language (in
 * English, word for word as the server said it); any other as it came.
 */
export function useServerText() {
  const { t } = useTranslation();
  return (text: string) => {
    const key = KNOWN.get(text);
    return key ? t(key) : text;
  };
}
