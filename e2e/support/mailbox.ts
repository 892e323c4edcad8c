import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../../apps/api/test/smtp-inbox';
import { E2E_MAIL_DIR } from './e2e-settings';

/** Waits for a mail to `to` that the real SMTP server received. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(E2E_MAIL_DIR).sort()) {
      const mail = JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail;
      if (mail.to === to.toLowerCase() && match(mail)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export { temporaryPasswordIn, resetTokenIn } from '../../apps/api/test/smtp-inbox';
