import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { ForcePasswordChange } from './guard/force-password-change';
import { RequireLogin } from './guard/require-login';
import { ExamLayout } from './layouts/exam-layout';
import { MainLayout } from './layouts/main-layout';
import { HomeRoute } from './routes/home';

// Home and the chrome are in the first load; the other screens load when first opened.
const ExamListRoute = lazy(() => import('./routes/exam-list'));
const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
);
const TestSeriesRoute = lazy(() => import('./routes/test-series'));
const SetRoute = lazy(() => import('./routes/set'));
const SearchRoute = lazy(() => import('./routes/search'));
const StudentProfileRoute = lazy(() => import('./routes/student-profile'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const SystemInstructionRoute = lazy(() => import('./routes/system-instruction'));
const InstructionRoute = lazy(() => import('./routes/instruction'));
const SchoolExamRoute = lazy(() => import('./routes/school-exam'));
// Quiz, practice, GK and previous-year papers (issue 6): each player and result is its own chunk.
const playedLists = () => import('./routes/played-set-lists');
const QuizListRoute = lazy(() => playedLists().then((m) => ({ default: m.QuizListRoute })));
const PracticeListRoute = lazy(() => playedLists().then((m) => ({ default: m.PracticeListRoute })));
const GkListRoute = lazy(() => playedLists().then((m) => ({ default: m.GkListRoute })));
const PrevYearPapersRoute = lazy(() => import('./routes/prev-year-papers'));
const QuizRoute = lazy(() => import('./routes/quiz'));
const quizResults = () => import('./routes/quiz-result');
const QuizResultRoute = lazy(quizResults);
const SubmitQuizRoute = lazy(() => quizResults().then((m) => ({ default: m.SubmitQuizRoute })));
const PracticeRoute = lazy(() => import('./routes/practice'));
const PracticeResultRoute = lazy(() => import('./routes/practice-result'));
const ResultRoute = lazy(() => import('./routes/result'));
const AttemptedTestsRoute = lazy(() => import('./routes/attempted-tests'));
const ResponseSheetRoute = lazy(() => import('./routes/response-sheet'));
const ExamPanelRoute = lazy(() => import('./routes/exam-panel'));
// The staff console (DESIGN.md §9a): its own chunks, none of them in the student's first load.
const AdminApp = lazy(() => import('@/features/admin/admin-app'));
const StaffAttemptReportRoute = lazy(() => import('./routes/staff-attempt-report'));

/**
 * Every route of the app. Declarative React Router (not the data router): the data router's
 * runtime would cost 17 KB gzip of the 120 KB first-load budget; data is loaded by TanStack Query
 * in the screens, and the layout holds the per-route error boundary and scroll reset.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminApp attemptReport={StaffAttemptReportRoute} />
          </Suspense>
        }
      />
      <Route element={<ForcePasswordChange />}>
        <Route element={<ExamLayout />}>
          <Route element={<RequireLogin />}>
            <Route path="exampanel" element={<ExamPanelRoute />} />
          </Route>
        </Route>
        <Route element={<MainLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="home" element={<HomeRoute />} />
          {/* The login dialog (AuthDialogHost in the layout) opens over the home page. */}
          <Route path="login" element={<HomeRoute />} />
          <Route path="register" element={<HomeRoute />} />
          <Route path="exam" element={<ExamListRoute />} />
          <Route path="exam/list" element={<ExamListRoute />} />
          <Route path="exam/list/:categoryId" element={<ExamListRoute />} />
          <Route path="testseries" caseSensitive element={<TestSeriesRoute />} />
          {/* Prev Year Ques Paper: SPEC's /testSeries/ is another screen than /testseries/. */}
          <Route path="testSeries" caseSensitive element={<PrevYearPapersRoute />} />
          <Route path="set" element={<SetRoute />} />
          <Route path="search" element={<SearchRoute />} />
          <Route path="gkandca" element={<GkListRoute />} />
          <Route path="reset-password" element={<ResetPasswordRoute />} />
          <Route element={<RequireLogin />}>
            <Route path="studentProfile" element={<StudentProfileRoute />} />
            <Route path="settings" element={<SettingsRoute />} />
            <Route path="systemInstruction" element={<SystemInstructionRoute />} />
            <Route path="instruction" element={<InstructionRoute />} />
            <Route path="schoolexam" element={<SchoolExamRoute />} />
            <Route path="quizlist" element={<QuizListRoute />} />
            <Route path="practicelist" element={<PracticeListRoute />} />
            <Route path="quiz" element={<QuizRoute />} />
            <Route path="submitquiz" element={<SubmitQuizRoute />} />
            <Route path="quizresult" element={<QuizResultRoute />} />
            <Route path="practice" element={<PracticeRoute />} />
            <Route path="practiceresult" element={<PracticeResultRoute />} />
            <Route path="submitexam" element={<ResultRoute />} />
            <Route path="viewDetailedAnalysis" element={<ResultRoute />} />
            <Route path="attempted/test" element={<AttemptedTestsRoute />} />
            <Route path="responseSheet" element={<ResponseSheetRoute />} />
          </Route>
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
