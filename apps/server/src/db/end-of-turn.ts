/** How long work may wait for the end of the turn before the next request runs it. */
export const MAX_WAIT_MS = 50;

const waiting: { run: () => void; since: number }[] = [];
let immediateSet = false;

function runWaiting() {
  for (const work of waiting.splice(0)) work.run();
}

/**
 * Runs `run` at the end of the event loop's turn (setImmediate), where the requests of one poll
 * phase meet: the turn batches (decision 030) and the save queue (028) gather their statements
 * there.
 *
 * With more than 1,024 sockets ready at once, libuv polls again before it reaches the end of the
 * turn, up to 48 times: at 2,000 busy connections the end of the turn came only every ~700 ms
 * (decision 031), and a session check or a save waited that long for its statement to be sent.
 * So work waiting MAX_WAIT_MS or longer is also run by the next request to arrive
 * (runOverdueWork, an onRequest hook of the database plugin).
 */
export function atEndOfTurn(run: () => void) {
  waiting.push({ run, since: performance.now() });
  if (immediateSet) return;
  immediateSet = true;
  setImmediate(() => {
    immediateSet = false;
    runWaiting();
  });
}

/** Runs the waiting work if the oldest has waited MAX_WAIT_MS or more. */
export function runOverdueWork() {
  const oldest = waiting[0];
  if (oldest && performance.now() - oldest.since >= MAX_WAIT_MS) runWaiting();
}
