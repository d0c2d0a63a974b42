import pg from 'pg';

/** Stops listening: the channel's handler is called no more. */
export type Unlisten = () => Promise<void>;

export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

/** The waits between reconnections of a lost listening session: 0.5 s doubling to 30 s. */
export const reconnectDelayMs = (failures: number) => Math.min(30_000, 500 * 2 ** failures);

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * One PostgreSQL session per process that LISTENs (decision 064): NOTIFY needs a session, which a
 * transaction pooler does not keep, so it connects to PostgreSQL itself (DATABASE_DIRECT_URL when
 * set). Opened at the first listen; when the connection drops it reconnects with a growing wait
 * and listens again on every channel. A notification sent while it was away is lost: the panel's
 * heartbeat is the fallback.
 */
export function createPgListener(url: string, connectMs: number) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
  };

  const scheduleReconnect = () => {
    if (closed || retry || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(() => {});
    }, reconnectDelayMs(failures));
    retry.unref();
  };

  const lost = (session: pg.Client, why: string) => {
    if (client !== session) return;
    client = undefined;
    if (!closed) console.warn(`PostgreSQL listening session lost: ${why}; reconnecting`);
    session.end().catch(() => {});
    scheduleReconnect();
  };

  function connect(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      const session = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: connectMs,
        keepAlive: true,
      });
      session.on('notification', dispatch);
      session.on('error', (error) => lost(session, error.message));
      session.on('end', () => lost(session, 'connection ended'));
      try {
        await session.connect();
        for (const channel of handlers.keys()) await session.query(`listen ${quoted(channel)}`);
      } catch (error) {
        session.removeAllListeners('end');
        await session.end().catch(() => {});
        failures++;
        scheduleReconnect();
        throw error;
      }
      if (closed) {
        await session.end().catch(() => {});
        return;
      }
      client = session;
      failures = 0;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  const listen: Listen = async (channel, onPayload) => {
    const known = handlers.get(channel);
    handlers.set(channel, (known ?? new Set()).add(onPayload));
    if (connecting) await connecting.catch(() => {});
    if (client && !known) await client.query(`listen ${quoted(channel)}`);
    else if (!client) await connect();
    return async () => {
      const set = handlers.get(channel);
      set?.delete(onPayload);
      if (set?.size === 0) {
        handlers.delete(channel);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
      }
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting?.catch(() => {});
      const session = client;
      client = undefined;
      await session?.end().catch(() => {});
    },
  };
}
