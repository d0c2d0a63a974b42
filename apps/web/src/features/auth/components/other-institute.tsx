import type { TOtherSite } from '@exam/contracts/common/site';
import { useTranslation } from 'react-i18next';

/** OTHER_INSTITUTE: the student's account is of another institute; where its site is. */
export function OtherInstitute({ site }: { site: TOtherSite }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language.startsWith('hi') && site.nameHi ? site.nameHi : site.name;
  if (!site.url) return <>{t('auth.otherInstitute.noSite', { name })}</>;
  return (
    <>
      {t('auth.otherInstitute.goTo', { name })}{' '}
      <a href={site.url} className="alert-link text-break" data-testid="other-institute-link">
        {site.url}
      </a>
    </>
  );
}
