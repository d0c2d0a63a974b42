import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where e2e/mail-sink.ts files the mails of the e2e server on `port` (one folder a run). */
export const mailDir = (port: number) => join(tmpdir(), `e2e-mail-${port}`);

/** The e2e server's port (playwright.config.ts): E2E_PORT, else 4173. */
export const e2ePort = () => Number(process.env.E2E_PORT ?? 4173);
