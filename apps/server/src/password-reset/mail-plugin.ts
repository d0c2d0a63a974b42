import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { readEnv } from '../env.ts';

export interface MailOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS); defaults to SMTP_URL. None: no e-mail is sent. */
  smtpUrl?: string;
  /** The sender; defaults to MAIL_FROM. */
  from?: string;
  /** The address links in e-mails start with; defaults to PUBLIC_URL, else http://localhost:PORT. */
  publicUrl?: string;
  /** Minutes a password reset link works; defaults to PASSWORD_RESET_TTL_MINUTES (30). */
  resetTtlMinutes?: number;
  /** The clock of reset links (tests move it forward). */
  now?: () => Date;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same words as HTML, for mail programs that show it (headed by the institute). */
  html?: string;
  /** Written to the log in place of the mail when SMTP is not configured (never in production). */
  link: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Sends in the background: the caller answers at once, whether or not a mail goes out. */
      send(mail: Mail): void;
      /** false: SMTP_URL is not set, so links must be handed over another way. */
      configured: boolean;
      publicUrl: string;
      resetTtlMinutes: number;
      now: () => Date;
    };
  }
}

/** E-mail through SMTP (nodemailer), configured by the environment (README: configuration). */
export const mailPlugin = fp<MailOptions>(async (app: FastifyInstance, options) => {
  const env = readEnv();
  const smtpUrl = options.smtpUrl ?? env.SMTP_URL;
  const from = options.from ?? env.MAIL_FROM;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  if (!transport) {
    app.log.warn('E-mail is not configured (SMTP_URL): password reset links are not sent.');
  }
  app.addHook('onClose', async () => transport?.close());
  app.decorate('mail', {
    configured: transport !== null,
    publicUrl: (options.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(
      /\/$/,
      '',
    ),
    resetTtlMinutes: options.resetTtlMinutes ?? env.PASSWORD_RESET_TTL_MINUTES,
    now: options.now ?? (() => new Date()),
    send(mail: Mail) {
      if (!transport) {
        if (env.NODE_ENV !== 'production') {
          app.log.warn({ to: mail.to, link: mail.link }, 'e-mail not configured; the link');
        }
        return;
      }
      transport
        .sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .catch((error: unknown) => app.log.error({ err: error }, 'an e-mail could not be sent'));
    },
  });
});
