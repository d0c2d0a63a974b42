import { useLocation } from 'react-router';
import { authViewOf } from './guarded-paths';
import { loadAuthDialog } from './load-auth-dialog';

const prefetch = () => void loadAuthDialog();

/**
 * Props of the Login and Sign Up links: they carry the page they were followed from (the dialog
 * returns there after logging in) and start loading the dialog as the finger comes down.
 */
export function useLoginLinkProps() {
  const location = useLocation();
  const from = authViewOf(location.pathname)
    ? (location.state as { from?: unknown } | null)?.from
    : `${location.pathname}${location.search}`;
  return { state: { from }, onPointerDown: prefetch, onFocus: prefetch };
}
