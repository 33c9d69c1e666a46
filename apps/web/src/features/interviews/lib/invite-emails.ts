import { INVITE_MAX_CANDIDATES } from "@candor/shared/rules/interviews";
import { validateEmail } from "@candor/shared/rules/validation";

export type ParsedEmails = {
  /** Valid addresses in the order typed, each once (compared without case). */
  emails: string[];
  /** What was typed that is not an address. */
  invalid: string[];
  /** More addresses than one invitation call takes. */
  isTooMany: boolean;
};

/** Addresses typed one per line or separated by commas, semicolons or spaces. */
export function parseEmails(text: string): ParsedEmails {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const item of text.split(/[\s,;]+/)) {
    const email = item.trim();
    if (!email) continue;
    if (validateEmail(email)) {
      invalid.push(email);
      continue;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    emails.push(email);
  }
  return { emails, invalid, isTooMany: emails.length > INVITE_MAX_CANDIDATES };
}
