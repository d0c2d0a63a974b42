import { requestEarly } from './early-requests';

/**
 * The exam panel page's first script (decision 068): the server puts it, async, at the end of the
 * page's body on /exampanel, so the attempt and the paper are asked for as soon as this small file
 * arrives, while the app's own script is still on its way. Standing after the institute's tokens
 * and the boot shell, it runs only once both are parsed. It asks only while the boot shell is
 * there, before React's first render: a later import (a move to the panel in the app) asks nothing.
 */
if (location.pathname === '/exampanel' && document.querySelector('.boot-shell'))
  requestEarly(history.state);
