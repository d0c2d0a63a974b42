import { AttemptedTestsView } from '@/features/attempts/components/attempted-tests-view';

/** /attempted/test/: the student's submitted attempts (SPEC §2). */
export function AttemptedTestsRoute() {
  return <AttemptedTestsView />;
}

export default AttemptedTestsRoute;
