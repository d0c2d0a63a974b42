/** Spans and instants the API tests write their windows and clocks with. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** The instant `offsetMs` from now (negative: in the past), as the API's ISO text. */
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
