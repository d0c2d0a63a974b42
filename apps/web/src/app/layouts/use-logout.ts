import { useNavigate } from 'react-router';
import { clearSession } from '@/lib/session';

/** Logout (SPEC §4): remove the three stored keys and go to the home page. */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    clearSession();
    void navigate('/');
  };
}
