import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it: its source, parsed, and its envelope. */
export type ReceivedMail = {
  raw: string;
  parsed: ParsedMail;
  envelope: { from: string; to: string[] };
  /** The envelope's recipients (`envelope.to`), what most tests filter on. */
  to: string[];
};

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`: the app's SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free loopback port that keeps what it receives: mail tests send
 * through the app's own mailer and read what a mail server would get, never a stand-in.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mailFrom = session.envelope.mailFrom;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const envelope = { from: mailFrom ? mailFrom.address : "", to };
        received.push({ raw, parsed: await simpleParser(raw), envelope, to });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
