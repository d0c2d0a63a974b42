import { useEffect } from 'react';
import { useNavigate } from 'react-router';

interface RedirectProps {
  to: string;
  state?: unknown;
}

/**
 * Replaces the address after rendering. react-router's <Navigate> does the same, but nothing else
 * in the app uses it, and using it here would move its code into the student's first load.
 */
export function Redirect({ to, state }: RedirectProps) {
  const navigate = useNavigate();
  const stateKey = JSON.stringify(state ?? null);
  useEffect(() => {
    void navigate(to, { replace: true, state: JSON.parse(stateKey) as unknown });
  }, [navigate, to, stateKey]);
  return null;
}
