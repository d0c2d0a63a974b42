import { SMTPServer } from 'smtp-server';

/** One mail as received: its recipients, its raw text and the text as a mail reader shows it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The text with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

/**
 * An SMTP server (not yet listening) that takes any mail without login or TLS and hands each one
 * to `onMail`. Shared by the API tests' inbox (smtp.ts) and the e2e mail sink (e2e/mail-sink.ts).
 */
export function mailReceiver(onMail: (mail: ReceivedMail) => void) {
  return new SMTPServer({
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
        onMail({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        callback();
      });
    },
  });
}
