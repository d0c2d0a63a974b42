import { ErrorState } from '@/components/ui/error-state';
import { PageLoading } from '@/components/ui/page-loading';
import { SchoolExamListView } from '@/features/catalogue/components/school-exam-list-view';
import { useStudentDetails } from '@/features/school-flow/api/get-student-by-token';

/** /schoolexam/: the school exams of the logged-in student's class (studentClass from get/by/token). */
export function SchoolExamRoute() {
  const details = useStudentDetails();
  if (!details.data) {
    if (details.isError)
      return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
    return <PageLoading />;
  }
  return <SchoolExamListView studentClass={details.data.studentClass} />;
}

export default SchoolExamRoute;
