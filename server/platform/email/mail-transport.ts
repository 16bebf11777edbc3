import type { Transporter } from "nodemailer";
import type { Config } from "../../config";

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Where the outbox delivers: an SMTP server, or the development mailbox (the outbox table itself, read at /dev/mailbox). */
export type MailTransport = {
  kind: "smtp" | "dev-mailbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** SMTP when SMTP_URL is set; the development mailbox outside production; otherwise none (mail waits in the outbox). */
export function createMailTransport(config: Config): MailTransport | null {
  if (config.mail.smtpUrl) {
    const smtpUrl = config.mail.smtpUrl;
    // nodemailer is loaded with the first email rather than at start.
    let smtp: Promise<Transporter> | undefined;
    const connect = () => (smtp ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
    return {
      kind: "smtp",
      async send(message) {
        await (await connect()).sendMail({ ...message, html: message.html ?? undefined });
      },
      close: () => void smtp?.then((transport) => transport.close()),
    };
  }
  if (config.mail.devMailbox) {
    // Nothing leaves the machine: the message stays readable in the outbox, which the dev mailbox lists.
    return { kind: "dev-mailbox", async send() {}, close() {} };
  }
  return null;
}
