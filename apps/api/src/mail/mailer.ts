import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** True once the mail is handed to SMTP, or kept in the outbox when no SMTP server is set. */
  send(email: Email): Promise<boolean>;
  close(): void;
}

/**
 * Every mail is written to the outbox table first. With SMTP_URL it is then sent and marked;
 * without it the text is printed to the log, so a local user can follow the links.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  printOutbox?: (text: string) => void;
}): Mailer {
  const printOutbox = options.printOutbox ?? ((text: string) => console.log(text));
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await options.db
        .insert(outboxEmails)
        .values({ recipient: email.to, subject: email.subject, text: email.text })
        .returning({ id: outboxEmails.id });
      const markOutbox = (changes: { sentAt?: Date; error?: string }) =>
        options.db.update(outboxEmails).set(changes).where(eq(outboxEmails.id, row!.id));
      if (!transport) {
        printOutbox(
          `\n──── mail kept in the outbox (no SMTP_URL) ────\nTo: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n────\n`,
        );
        return true;
      }
      try {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
        await markOutbox({ sentAt: new Date() });
        return true;
      } catch (error) {
        options.log.error({ err: error, to: email.to }, 'mail could not be sent');
        await markOutbox({ error: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    close: () => transport?.close(),
  };
}
