import { SITE } from '@/config/tenant';

/** The document title of a page (React 19 puts it in <head>), with the institute's name. */
export function PageTitle({ title }: { title: string | null | undefined }) {
  return <title>{title ? `${title} | ${SITE.name}` : SITE.name}</title>;
}
