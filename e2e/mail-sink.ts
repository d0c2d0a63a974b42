import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e server's SMTP server (a second webServer of playwright.config.ts): every mail received is
 * written to MAIL_DIR as JSON ({ to, text }), where a test reads it (support.ts mailTo), as a
 * person reads their inbox. Started empty for each run.
 */
const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR ?? '';
if (!port || !dir) throw new Error('SMTP_PORT and MAIL_DIR are needed');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      // Quoted-printable soft line breaks and escapes undone: the text as a mail reader shows it.
      const text = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const to = session.envelope.rcptTo.map((r) => r.address);
      received += 1;
      writeFileSync(join(dir, `${Date.now()}-${received}.json`), JSON.stringify({ to, text }));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
