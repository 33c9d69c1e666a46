import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export type MailMessage = {
  /** One recipient: `ada@example.com` or `Ada Lovelace <ada@example.com>`. */
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with the message (an invoice's PDF), base64 so the message stays JSON for the queue. */
  attachments?: MailAttachment[];
};

export type MailAttachment = {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Makes the file an inline part the HTML shows as `<img src="cid:…">` (a candidate email's logo). */
  contentId?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
};

export type MailerOptions = {
  /** `smtp://user:pass@host:587`, `smtps://…`; nodemailer's URL options (`?pool=true`) apply. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP, messages are written to `<dataDir>/mail/`. */
  dataDir: string;
  log: Pick<FastifyBaseLogger, "info">;
  clock?: () => Date;
};

/**
 * Sends mail over SMTP when `smtpUrl` is set; otherwise writes each message as an RFC 822 `.eml`
 * file (DESIGN §2) that any mail client opens, and logs where. Both paths build the message with
 * nodemailer, so what is written is byte for byte what would have been sent: multipart/alternative
 * with the text and HTML parts.
 */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options, options.smtpUrl) : createFileMailer(options);
}

function toNodemailer(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.contentBase64,
            encoding: "base64",
            ...(file.contentId ? { cid: file.contentId } : {}),
          })),
        }
      : {}),
  };
}

/**
 * The transport, made on the first message: nodemailer is loaded then, not at every start of
 * the server (issue 15).
 */
function lazyTransport(settings: string | Record<string, unknown>) {
  let transport: Promise<Transporter> | undefined;
  let made: Transporter | undefined;
  return {
    get(): Promise<Transporter> {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => {
        made = nodemailer.createTransport(settings);
        return made;
      });
      return transport;
    },
    close: () => made?.close(),
  };
}

function createSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = lazyTransport(smtpUrl);
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailer(message, options.mailFrom));
      return { messageId: info.messageId };
    },
    close: transport.close,
  };
}

function createFileMailer(options: MailerOptions): Mailer {
  // CRLF line ends: an .eml file is the message as it would travel over SMTP (RFC 5322).
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const directory = path.join(options.dataDir, "mail");
  const clock = options.clock ?? (() => new Date());
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailer(message, options.mailFrom));
      if (!Buffer.isBuffer(info.message)) throw new Error("expected a buffered message");
      await fs.mkdir(directory, { recursive: true });
      const file = await writeUnique(directory, mailFileName(clock(), message.to), info.message);
      options.log.info({ path: file, subject: message.subject }, "mail written to file");
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** `2026-05-01T09-30-00.000Z-ada-example-com`: ISO time with `:` made safe for every filesystem. */
export function mailFileName(time: Date, to: string): string {
  const address = /<([^>]+)>/.exec(to)?.[1] ?? to;
  const slug =
    address
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 64) || "recipient";
  return `${time.toISOString().replaceAll(":", "-")}-${slug}`;
}

/** Two messages to one address in the same millisecond get `-2`, `-3`… instead of overwriting. */
async function writeUnique(directory: string, base: string, content: Buffer): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const file = path.join(directory, `${base}${attempt === 1 ? "" : `-${attempt}`}.eml`);
    try {
      await fs.writeFile(file, content, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 100) throw error;
    }
  }
}
