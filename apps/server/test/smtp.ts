import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on 127.0.0.1 (a random port) that keeps what it receives, for tests. */
export async function startTestSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, text };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
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
