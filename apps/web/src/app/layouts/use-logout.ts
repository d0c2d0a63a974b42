import { useNavigate } from 'react-router';
import { logoutStudent } from '@/features/auth/api/logout-student';
import { clearSession } from '@/lib/session';

/**
 * Logout (SPEC §4): the server revokes the token (a failure is ignored: the student is logged out
 * here either way), the three stored keys go, and the home page opens.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    // The call takes its headers now, before the keys are removed.
    logoutStudent().catch(() => undefined);
    clearSession();
    void navigate('/');
  };
}
