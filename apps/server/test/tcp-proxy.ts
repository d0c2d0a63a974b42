import net from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL, so a test can make the database unreachable
 * (refused), frozen (connected, answering nothing) and reachable again, without touching the
 * machine's server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const pipe = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server = net.createServer(pipe);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });

  return {
    port,
    /** Connections stay open but nothing passes: a database that hangs. */
    freeze: () => {
      frozen = true;
    },
    /** Nothing listens: connections are refused and open ones are cut. */
    stop,
    /** Listening again on the same port, passing everything. */
    async restart() {
      frozen = false;
      server = net.createServer(pipe);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}
