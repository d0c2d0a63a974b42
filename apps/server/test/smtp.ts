import type { AddressInfo } from 'node:net';
import { mailReceiver, type ReceivedMail } from './smtp-receiver.ts';

export type { ReceivedMail } from './smtp-receiver.ts';

/** A real SMTP server on 127.0.0.1 (a random port) that keeps what it receives, for tests. */
export async function startTestSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = mailReceiver((mail) => {
    const waiter = waiting.shift();
    if (waiter) waiter(mail);
    else inbox.push(mail);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next mail received (or one already waiting). */
    next(): Promise<ReceivedMail> {
      const mail = inbox.shift();
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve) => waiting.push(resolve));
    },
    pending: () => inbox.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
