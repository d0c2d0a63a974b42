import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailReceiver } from '../apps/server/test/smtp-receiver.ts';

/**
 * The e2e server's SMTP server (a second webServer of playwright.config.ts): every mail received is
 * written to MAIL_DIR as JSON ({ to, text }), where a test reads it (support.ts mailTo), as a
 * person reads their inbox. Started empty for each run. The text is as a mail reader shows it
 * (quoted-printable undone); the receiver is the API tests' own (apps/server/test/smtp-receiver.ts).
 */
const port = Number(process.env.SMTP_PORT);
const dir = process.env.MAIL_DIR ?? '';
if (!port || !dir) throw new Error('SMTP_PORT and MAIL_DIR are needed');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let received = 0;
const server = mailReceiver(({ to, text }) => {
  received += 1;
  writeFileSync(join(dir, `${Date.now()}-${received}.json`), JSON.stringify({ to, text }));
});
server.listen(port, '127.0.0.1');
