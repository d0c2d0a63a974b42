import { BRAND_NAME } from '@/config/app';

/** The document title of a page (React 19 puts it in <head>). */
export function PageTitle({ title }: { title: string | null | undefined }) {
  return <title>{title ? `${title} | ${BRAND_NAME}` : BRAND_NAME}</title>;
}
