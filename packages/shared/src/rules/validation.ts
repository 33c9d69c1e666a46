import {
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
} from "../constants";

/**
 * The validation rules of SPEC §5. Each rule is a pure function that answers `undefined` when the
 * value is valid, or a message code that the web app translates under `errors.<code>`.
 *
 * Format rules (email, password, name, text, URL, colour, length, file size) accept an empty value
 * and leave emptiness to `validateRequired`, so an optional field may stay empty; combine them with
 * `combineValidators` where a field is required.
 */
export const VALIDATION_CODES = [
  "not_an_email",
  "password_length",
  "passwords_dont_match",
  "name_too_short",
  "required",
  "not_text",
  "rich_text_empty",
  "rich_text_list_required",
  "invalid_url",
  "invalid_color",
  "too_long",
  "file_too_large",
  "scorecard_name_blank",
  "scorecard_no_criteria",
  "scorecard_criterion_blank",
  "scorecards_empty",
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

export type Validator<T = unknown> = (value: T) => ValidationCode | undefined;

const BYTES_PER_MB = 1024 * 1024;
/** Longest address SMTP can carry (RFC 5321); longer is `too_long` on the server. */
export const EMAIL_MAX_LENGTH = 254;

// Local part of the WHATWG pattern; the domain must have a dot and a top-level label of letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Nothing typed: no value, or only spaces (which `validateRequired` also counts as empty). */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && !value.trim());
}

export function validateEmail(value: string | null | undefined): ValidationCode | undefined {
  if (isEmpty(value)) return undefined;
  return EMAIL_PATTERN.test(String(value).trim()) ? undefined : "not_an_email";
}

/** 8 to 71 characters; spaces count, because they are part of the secret. */
export function validatePassword(value: string | null | undefined): ValidationCode | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const length = value.length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH
    ? undefined
    : "password_length";
}

export function validatePasswordConfirmation(
  confirmation: string | null | undefined,
  password: string | null | undefined,
): ValidationCode | undefined {
  return (confirmation ?? "") === (password ?? "") ? undefined : "passwords_dont_match";
}

/** A name is longer than one character, not counting surrounding spaces. */
export function validateName(value: string | null | undefined): ValidationCode | undefined {
  if (isEmpty(value)) return undefined;
  return String(value).trim().length >= NAME_MIN_LENGTH ? undefined : "name_too_short";
}

/**
 * Empty values fail: undefined, null, an empty or all-space string, an empty array, and `false`
 * (an unticked required checkbox). The number 0 is a value.
 */
export function validateRequired(value: unknown): ValidationCode | undefined {
  if (value === undefined || value === null || value === false) return "required";
  if (typeof value === "string" && value.trim() === "") return "required";
  if (Array.isArray(value) && value.length === 0) return "required";
  return undefined;
}

/** A text field holds a string or a number (number inputs convert their text to a number). */
export function validateText(value: unknown): ValidationCode | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return undefined;
  if (typeof value === "number" && Number.isFinite(value)) return undefined;
  return "not_text";
}

function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
    .trim();
}

/**
 * Rich text (HTML from the editor) must say something: an empty paragraph such as `<p></p>` or
 * `<p><br></p>` is empty. With `requireList`, it must also hold a list item with text in it.
 */
export function validateRichText(
  value: string | null | undefined,
  options: { requireList?: boolean } = {},
): ValidationCode | undefined {
  const html = value ?? "";
  if (visibleText(html) === "") return "rich_text_empty";
  if (options.requireList) {
    const items = html.match(/<li\b[^>]*>[\s\S]*?<\/li>/gi) ?? [];
    if (!items.some((item) => visibleText(item) !== "")) return "rich_text_list_required";
  }
  return undefined;
}

export function validateUrl(value: string | null | undefined): ValidationCode | undefined {
  if (isEmpty(value)) return undefined;
  try {
    new URL(String(value).trim());
    return undefined;
  } catch {
    return "invalid_url";
  }
}

/** `#rgb` or `#rrggbb`. */
export function validateColor(value: string | null | undefined): ValidationCode | undefined {
  if (isEmpty(value)) return undefined;
  return COLOR_PATTERN.test(String(value)) ? undefined : "invalid_color";
}

/** At most `max` characters once surrounding spaces are trimmed (what the server stores). */
export function validateMaxLength(
  value: string | number | null | undefined,
  max: number = TEXT_MAX_LENGTH,
): ValidationCode | undefined {
  if (value === undefined || value === null) return undefined;
  return String(value).trim().length > max ? "too_long" : undefined;
}

/**
 * The limit is in whole megabytes and the size is rounded down: with a 10 MB limit a file of
 * 10.9 MB passes and one of 11 MB fails. Accepts a `File`/`Blob` or a size in bytes.
 */
export function validateFileSize(
  file: { size: number } | number | null | undefined,
  limitMb: number,
): ValidationCode | undefined {
  if (file === undefined || file === null) return undefined;
  const bytes = typeof file === "number" ? file : file.size;
  return Math.floor(bytes / BYTES_PER_MB) > limitMb ? "file_too_large" : undefined;
}

export type ScorecardCriterionInput = string | { name?: string | null };
export type ScorecardInput = {
  name?: string | null;
  criteria?: readonly ScorecardCriterionInput[] | null;
};

function isBlank(text: string | null | undefined): boolean {
  return (text ?? "").trim() === "";
}

/** A scorecard has a name, at least one criterion, and no blank criterion. */
export function validateScorecard(scorecard: ScorecardInput): ValidationCode | undefined {
  if (isBlank(scorecard.name)) return "scorecard_name_blank";
  const criteria = scorecard.criteria ?? [];
  if (criteria.length === 0) return "scorecard_no_criteria";
  const hasBlank = criteria.some((criterion) =>
    isBlank(typeof criterion === "string" ? criterion : criterion.name),
  );
  return hasBlank ? "scorecard_criterion_blank" : undefined;
}

/** A set of scorecards is non-empty and each is valid; answers the first problem found. */
export function validateScorecards(
  scorecards: readonly ScorecardInput[] | null | undefined,
): ValidationCode | undefined {
  if (!scorecards || scorecards.length === 0) return "scorecards_empty";
  for (const scorecard of scorecards) {
    const code = validateScorecard(scorecard);
    if (code) return code;
  }
  return undefined;
}

/**
 * Runs every validator and answers the codes of those that fail, in order and without repeats.
 * Translate the codes, then `joinMessages` them: the web app joins translated text, not codes.
 */
export function combineValidators<T>(
  ...validators: readonly Validator<T>[]
): (value: T) => ValidationCode[] {
  return (value) => {
    const codes: ValidationCode[] = [];
    for (const validator of validators) {
      const code = validator(value);
      if (code && !codes.includes(code)) codes.push(code);
    }
    return codes;
  };
}

/**
 * Joins translated messages with a full stop (SPEC §5): `["Too short", "Not an email"]` reads
 * `Too short. Not an email`. A message that already ends a sentence is not given a second stop.
 * Answers `undefined` when there is nothing to say, so the result can be a field's error directly.
 */
export function joinMessages(messages: readonly string[]): string | undefined {
  const parts = messages.map((message) => message.trim()).filter(Boolean);
  if (parts.length === 0) return undefined;
  return parts
    .map((part, index) => (index < parts.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part))
    .join(" ");
}

// ---- zod field schemas for the server: each issue's `message` is a catalogue code. ----
