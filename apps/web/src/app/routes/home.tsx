import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { HomeCarousels } from '@/features/catalogue/components/home-carousels';
import { getStoredStudentDetails, useIsLoggedIn } from '@/lib/session';

/** A logged-in school student finds their class's exams from the home page too. */
function SchoolExamCallout() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const studentClass = loggedIn
    ? (getStoredStudentDetails<{ studentClass?: number }>()?.studentClass ?? 0)
    : 0;
  if (studentClass <= 0) return null;
  return (
    <section
      className="alert alert-primary d-flex flex-column flex-sm-row align-items-sm-center gap-2 mb-3"
      aria-labelledby="home-school-exam"
    >
      <div className="flex-grow-1">
        <h2 id="home-school-exam" className="h6 mb-1">
          {t('home.schoolExamTitle')}
        </h2>
        <p className="mb-0 small">{t('home.schoolExamText', { studentClass })}</p>
      </div>
      <Link to="/schoolexam/" className="btn btn-primary">
        {t('home.schoolExamOpen')}
      </Link>
    </section>
  );
}

/** / and /home (and /login, /register, under the login dialog): the two exam carousels. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('app.tagline')} />
      <div className="home-intro mb-3">
        <h1 className="h4 mb-1">{t('home.title')}</h1>
        <p className="text-body-secondary mb-0">{t('app.tagline')}</p>
      </div>
      <SchoolExamCallout />
      <HomeCarousels />
    </>
  );
}
