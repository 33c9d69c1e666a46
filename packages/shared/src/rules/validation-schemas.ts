import { z } from "zod";
import { TEXT_MAX_LENGTH } from "../constants";
import {
  EMAIL_MAX_LENGTH,
  type Validator,
  validateColor,
  validateEmail,
  validateName,
  validatePassword,
  validateUrl,
} from "./validation";

/*
 * The zod schemas of SPEC §5's rules, for the endpoint table's bodies. Apart from the rules
 * themselves (validation.ts), so a form that only checks its fields (sign-in) loads no zod.
 */

/** A missing value is `blank`; a value of the wrong type is `invalid`. */
const stringError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "blank" : "invalid",
};

/** Adds one issue whose message is the code when `validator` fails (for `.check()`/`superRefine`). */
export function refineWith<T>(validator: Validator<T>) {
  return (value: T, ctx: z.RefinementCtx) => {
    const code = validator(value);
    if (code) ctx.addIssue({ code: "custom", message: code });
  };
}

/** Trimmed, lower-cased address: `blank`, `too_long` or `not_an_email`. */
export const emailSchema = z
  .string(stringError)
  .trim()
  .toLowerCase()
  .min(1, "blank")
  .max(EMAIL_MAX_LENGTH, "too_long")
  .superRefine(refineWith(validateEmail));

/** Not trimmed: spaces belong to the password. `blank` or `password_length`. */
export const passwordSchema = z
  .string(stringError)
  .min(1, "blank")
  .superRefine(refineWith(validatePassword));

/** Trimmed: `blank`, `name_too_short` or `too_long`. */
export const nameSchema = z
  .string(stringError)
  .trim()
  .min(1, "blank")
  .max(TEXT_MAX_LENGTH, "too_long")
  .superRefine(refineWith(validateName));

/** Trimmed required text: `blank` when empty or only spaces, `too_long` past `max`. */
export function requiredText(max: number = TEXT_MAX_LENGTH) {
  return z.string(stringError).trim().min(1, "blank").max(max, "too_long");
}

/** Trimmed optional text (may be left out); `too_long` past `max`, `invalid` if not a string. */
export function optionalText(max: number = TEXT_MAX_LENGTH) {
  return z.string({ error: "invalid" }).trim().max(max, "too_long").optional();
}

/**
 * A parseable URL: `blank` or `invalid_url`. Stricter than the form rule: only http and https,
 * because stored URLs end up in links and a `javascript:` one would run script.
 */
export const urlSchema = z
  .string(stringError)
  .trim()
  .min(1, "blank")
  .superRefine(refineWith(validateUrl))
  .refine((value) => validateUrl(value) !== undefined || /^https?:\/\//i.test(value), {
    message: "invalid_url",
  });

/** `#rgb` or `#rrggbb`: `blank` or `invalid_color`. */
export const colorSchema = z
  .string(stringError)
  .trim()
  .min(1, "blank")
  .superRefine(refineWith(validateColor));
