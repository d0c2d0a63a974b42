import '@/styles/bootstrap/console.scss';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import './i18n/translations';
import { AdminLayout } from './shell/components/admin-layout';
import { RequireStaff } from './shell/components/require-staff';
import { StaffHome } from './shell/components/staff-home';
import { StaffLoginPage } from './login/components/staff-login-page';

// Each page is its own chunk: the editor (TipTap) only loads when a question is opened.
const QuestionsPage = lazy(() => import('./questions/components/questions-page'));
const QuestionEditorPage = lazy(() => import('./questions/components/question-editor-page'));
const ExamsPage = lazy(() => import('./exams/components/exams-page'));
const SetBuilderPage = lazy(() => import('./sets/components/set-builder-page'));
const SetPreviewPage = lazy(() => import('./sets/components/set-preview-page'));
const StudentsPage = lazy(() => import('./students/components/students-page'));
const ResultsPage = lazy(() => import('./results/components/results-page'));
const SetResultsPage = lazy(() => import('./results/components/set-results-page'));
const AuditPage = lazy(() => import('./audit/components/audit-page'));
const ImportPage = lazy(() => import('./imports/components/import-page'));
const LivePage = lazy(() => import('./live/components/live-page'));
const EnrolPage = lazy(() => import('./students/components/enrol-page'));
const StaffResetPasswordPage = lazy(
  () => import('./password-reset/components/staff-reset-password-page'),
);
const SchedulesPage = lazy(() => import('./schedules/components/schedules-page'));
const QuestionStatsPage = lazy(() => import('./question-stats/components/question-stats-page'));
const ChallengesPage = lazy(() => import('./challenges/components/challenges-page'));
const SittingsPage = lazy(() => import('./sittings/components/sittings-page'));
const InvitationPage = lazy(() => import('./org-setup/components/invitation-page'));
const OrganisationPage = lazy(() => import('./org-setup/components/organisation-page'));
const InstitutesPage = lazy(() => import('./org-setup/components/institutes-page'));
const CentresPage = lazy(() => import('./org-setup/components/centres-page'));
const StaffPage = lazy(() => import('./org-setup/components/staff-page'));
const LiveWindowsPage = lazy(() => import('./org-setup/components/live-windows-page'));

interface AdminAppProps {
  /**
   * /admin/attempts/:id/report: a student's report, shown with the student's result components,
   * which this feature may not import; the app composes it and hands it in.
   */
  attemptReport?: ComponentType;
}

/** The staff console under /admin (DESIGN.md §9a), mounted by the app's router as one lazy chunk. */
export default function AdminApp({ attemptReport: AttemptReport }: AdminAppProps) {
  return (
    <Routes>
      <Route path="login" element={<StaffLoginPage />} />
      <Route path="reset-password" element={<StaffResetPasswordPage />} />
      <Route path="invitation/:token" element={<InvitationPage />} />
      <Route element={<RequireStaff />}>
        <Route element={<AdminLayout />}>
          <Route index element={<StaffHome />} />
          <Route path="questions" element={<QuestionsPage />} />
          <Route path="questions/new" element={<QuestionEditorPage />} />
          <Route path="questions/:id" element={<QuestionEditorPage />} />
          <Route path="exams" element={<ExamsPage />} />
          <Route path="sets/new" element={<SetBuilderPage />} />
          <Route path="sets/:id" element={<SetBuilderPage />} />
          <Route path="sets/:id/preview" element={<SetPreviewPage />} />
          <Route path="sets/:id/question-stats" element={<QuestionStatsPage />} />
          <Route path="students" element={<StudentsPage />} />
          <Route path="students/enrol" element={<EnrolPage />} />
          <Route path="results" element={<ResultsPage />} />
          <Route path="sets/:id/results" element={<SetResultsPage />} />
          {AttemptReport && <Route path="attempts/:id/report" element={<AttemptReport />} />}
          <Route path="audit" element={<AuditPage />} />
          <Route path="imports" element={<ImportPage />} />
          <Route path="schedules/:id/live" element={<LivePage kind="schedule" />} />
          <Route path="schedules/:id/challenges" element={<ChallengesPage />} />
          <Route path="sets/:id/live" element={<LivePage kind="set" />} />
          <Route path="schedules" element={<SchedulesPage />} />
          <Route path="sittings" element={<SittingsPage />} />
          <Route path="organisation" element={<OrganisationPage />} />
          <Route path="institutes" element={<InstitutesPage />} />
          <Route path="centres" element={<CentresPage />} />
          <Route path="staff" element={<StaffPage />} />
          <Route path="live" element={<LiveWindowsPage />} />
          <Route path="*" element={<StaffHome />} />
        </Route>
      </Route>
    </Routes>
  );
}
