/**
 * Node's flags for the production server process, wherever it is started: `npm start`, the
 * container, the bench and the end-to-end tests (decision 031).
 * - --enable-source-maps: stack traces in the logs name the TypeScript source.
 * - --max-semi-space-size=128: V8's young generation may grow to 128 MB a half under load. At
 *   2,000 open requests, the 16 MB default scavenged every ~50 ms, while each request's objects
 *   were still alive, so every scavenge copied them: about a tenth of the process's time.
 */
export const serverNodeFlags = ['--enable-source-maps', '--max-semi-space-size=128'];
