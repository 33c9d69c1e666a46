/*
 * Email templates (issues 12 and 14): the emails a candidate gets, each of a kind with a fixed
 * list of placeholders. A template is a subject and a plain-text body (paragraphs separated by a
 * blank line) in which `{{name}}` stands for a value; the server's layout adds the greeting, the
 * button and the footer, and escapes every paragraph, values included, so a candidate named
 * `<b>x</b>` reads as text. Pure: both apps use it (the panel lists and checks the placeholders).
 */

export const EMAIL_TEMPLATE_KINDS = [
  "invitation",
  "reminder",
  "decision_advance",
  "decision_reject",
  "decision_hold",
  "live_interview_invitation",
  "application_received",
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export const EMAIL_PLACEHOLDERS = [
  "candidate.first_name",
  "candidate.last_name",
  "position.title",
  "company.name",
  "interview.title",
  "interview.link",
  "interview.time",
  "deadline",
] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

/** What every candidate email can name: who, for what, from whom. */
const ABOUT_CANDIDATE = [
  "candidate.first_name",
  "candidate.last_name",
  "position.title",
  "company.name",
] as const satisfies readonly EmailPlaceholder[];

export const PLACEHOLDERS_BY_KIND: Record<EmailTemplateKind, readonly EmailPlaceholder[]> = {
  invitation: [...ABOUT_CANDIDATE, "interview.title", "interview.link", "deadline"],
  reminder: [...ABOUT_CANDIDATE, "interview.title", "interview.link", "deadline"],
  decision_advance: ABOUT_CANDIDATE,
  decision_reject: ABOUT_CANDIDATE,
  decision_hold: ABOUT_CANDIDATE,
  live_interview_invitation: [...ABOUT_CANDIDATE, "interview.link", "interview.time"],
  application_received: ABOUT_CANDIDATE,
};

/**
 * What a message written on a candidate's profile may name: only what the candidate record and
 * a position give (no interview link or deadline: it is about no interview).
 */
export const CANDIDATE_MESSAGE_PLACEHOLDERS: readonly EmailPlaceholder[] = ABOUT_CANDIDATE;

/** The kinds a member may start a profile message from: those naming nothing more. */
export const CANDIDATE_MESSAGE_KINDS: readonly EmailTemplateKind[] = EMAIL_TEMPLATE_KINDS.filter(
  (kind) =>
    PLACEHOLDERS_BY_KIND[kind].every((name) => CANDIDATE_MESSAGE_PLACEHOLDERS.includes(name)),
);

export const EMAIL_SUBJECT_MAX_LENGTH = 200;
export const EMAIL_BODY_MAX_LENGTH = 10_000;

/** The field error code of a placeholder the kind does not have (or a misspelt one). */
export const UNKNOWN_PLACEHOLDER = "unknown_placeholder";

// Spaces inside the braces are tolerated (`{{ deadline }}`), as people type them.
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? ""))];
}

/** Those `text` names that `allowed` does not have: empty when the text is fine. */
export function unknownPlaceholders(text: string, allowed: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !allowed.includes(name));
}

/** `{{name}}` as written into a template (the panel inserts it at the cursor). */
export function placeholderToken(name: EmailPlaceholder): string {
  return `{{${name}}}`;
}

/** A value per placeholder; `null` (or missing) is a value this email does not have. */
export type EmailValues = Partial<Record<EmailPlaceholder, string | null>>;

function fill(text: string, values: EmailValues): string {
  return text.replace(
    PLACEHOLDER_PATTERN,
    (_match, name: string) => values[name as EmailPlaceholder] ?? "",
  );
}

function namesMissingValue(text: string, values: EmailValues): boolean {
  return placeholdersIn(text).some((name) => values[name as EmailPlaceholder] == null);
}

/**
 * The subject and the body's paragraphs with the values put in, as plain text (the layout
 * escapes them). A paragraph naming a value the email does not have is left out — "Please
 * complete it by {{deadline}}." when there is no deadline — rather than sent half empty.
 */
export function fillTemplate(
  template: { subject: string; body: string },
  values: EmailValues,
): { subject: string; paragraphs: string[] } {
  const paragraphs = template.body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "" && !namesMissingValue(paragraph, values))
    .map((paragraph) => fill(paragraph, values));
  return { subject: fill(template.subject, values).replace(/\s+/g, " ").trim(), paragraphs };
}
