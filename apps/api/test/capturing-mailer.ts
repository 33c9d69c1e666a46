import type { Mailer, MailMessage } from "../src/lib/mail/mailer";

export type CapturingMailer = Mailer & {
  /** Every message sent, oldest first. */
  readonly sent: MailMessage[];
  /** Messages to one address (the part inside `<…>` or the whole `to`). */
  to(address: string): MailMessage[];
  clear(): void;
};

/** A mailer that keeps what it is given: for API tests that read links out of emails. */
export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  let count = 0;
  const addressOf = (to: string) => (/<([^>]+)>/.exec(to)?.[1] ?? to).toLowerCase();
  return {
    sent,
    async send(message) {
      sent.push(message);
      count++;
      return { messageId: `<test-${count}@candor.test>` };
    },
    close() {},
    to: (address) => sent.filter((message) => addressOf(message.to) === address.toLowerCase()),
    clear() {
      sent.length = 0;
    },
  };
}
