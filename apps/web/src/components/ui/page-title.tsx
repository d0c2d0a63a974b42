import { useTranslation } from 'react-i18next';
import { siteName } from '@/config/tenant';

/** The document title of a page (React 19 puts it in <head>). */
export function PageTitle({ title }: { title: string | null | undefined }) {
  const { i18n } = useTranslation();
  const site = siteName(i18n.language);
  return <title>{title ? `${title} | ${site}` : site}</title>;
}
