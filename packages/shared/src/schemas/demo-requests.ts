import { z } from "zod";
import { LOCALES, TEXT_MAX_LENGTH } from "../constants";
import { emailSchema, nameSchema, optionalText, requiredText } from "../rules/validation-schemas";
import { documentSchema, resourceSchema } from "./jsonapi";

/** Company sizes offered on `/book-a-demo`, in employees. */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const DEMO_COMPANY_MAX_LENGTH = 120;

/**
 * `POST /v1/demo_requests` (public): who asks for a demo. The confirmation email is written in
 * `locale` (English by default).
 */
export const DemoRequestInputSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    company: requiredText(DEMO_COMPANY_MAX_LENGTH),
    company_size: z.enum(COMPANY_SIZES, {
      error: (issue) => (issue.input === undefined || issue.input === null ? "blank" : "invalid"),
    }),
    message: optionalText(TEXT_MAX_LENGTH),
    locale: z.enum(LOCALES, { error: "invalid" }).optional(),
  })
  .meta({ id: "DemoRequestInput" });
export type DemoRequestInput = z.infer<typeof DemoRequestInputSchema>;

export const DemoRequestAttributesSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    company: z.string(),
    company_size: z.enum(COMPANY_SIZES),
    message: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "DemoRequestAttributes" });
export const DemoRequestDocumentSchema = documentSchema(
  resourceSchema("demo_request", DemoRequestAttributesSchema),
).meta({ id: "DemoRequestDocument" });
