import '@/styles/bootstrap/form-fields.scss';
import { useLocation } from 'react-router';
import {
  StudentProfileView,
  type ProfileState,
} from '@/features/school-flow/components/student-profile-view';

/** /studentProfile, navigated to from a set's Start with { setData } (SPEC §2). */
export function StudentProfileRoute() {
  const state = (useLocation().state ?? null) as ProfileState | null;
  return <StudentProfileView state={state} />;
}

export default StudentProfileRoute;
