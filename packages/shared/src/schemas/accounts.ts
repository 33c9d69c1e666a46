import { z } from "zod";
import { LOCALES } from "../constants";
import { PERMISSIONS } from "../permissions";
import { SUBDOMAIN_PROBLEMS, validateSubdomain } from "../rules/organizations";
import { emailSchema, nameSchema, optionalText, passwordSchema } from "../rules/validation-schemas";
import { SubscriptionSchema } from "./billing";
import { TOUR_KEYS } from "./guidance";
import { documentSchema, resourceSchema } from "./jsonapi";

export const USER_TYPES = ["Candidate"] as const;

/** The signed-in user (SPEC §3 "Current user"), snake_case on the wire. */
export const UserAttributesSchema = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** The organization's subdomain; null for candidates. */
    subdomain: z.string().nullable(),
    organization_name: z.string().nullable(),
    is_demo_organization: z.boolean(),
    avatar: z.string().nullable(),
    is_admin: z.boolean(),
    show_onboarding: z.boolean(),
    points: z.number().int(),
    type: z.enum(USER_TYPES).nullable(),
    location: z.string().nullable(),
    locale: z.enum(LOCALES),
    subscription: SubscriptionSchema.nullable(),
    permissions: z.array(z.enum(PERMISSIONS)),
    active_positions_count: z.number().int().min(0),
    activated: z.boolean(),
    /** Product tours this user finished or skipped (issue 18): never shown again. */
    tours_done: z.array(z.enum(TOUR_KEYS)),
    /** The organization's product-analytics switch (always true for candidates). */
    product_analytics: z.boolean(),
  })
  .meta({ id: "UserAttributes" });
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

export const UserResourceSchema = resourceSchema("user", UserAttributesSchema);
export const UserDocumentSchema = documentSchema(UserResourceSchema).meta({ id: "UserDocument" });
export const AuthDocumentSchema = documentSchema(
  UserResourceSchema,
  z.object({ token: z.string() }),
).meta({ id: "AuthDocument" });

const passwordsMatch = (
  value: { password?: string; password_confirmation?: string },
  ctx: z.RefinementCtx,
) => {
  if (value.password !== undefined && value.password_confirmation !== value.password) {
    ctx.addIssue({
      code: "custom",
      path: ["password_confirmation"],
      message: "passwords_dont_match",
    });
  }
};

export const subdomainSchema = z
  .string({ error: "invalid" })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = validateSubdomain(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/**
 * `POST /v1/users`: a hire user founds an organization; a candidate (`type: "Candidate"`)
 * belongs to none, so the organization fields are required only without a type.
 */
export const SignUpInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: "blank" }),
    first_name: nameSchema,
    last_name: nameSchema,
    organization_name: optionalText(120),
    subdomain: subdomainSchema.optional(),
    type: z.enum(USER_TYPES).optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .superRefine(passwordsMatch)
  .superRefine((value, ctx) => {
    if (!value.type && !value.organization_name) {
      ctx.addIssue({ code: "custom", path: ["organization_name"], message: "blank" });
    }
  })
  .meta({ id: "SignUpInput" });
export type SignUpInput = z.infer<typeof SignUpInputSchema>;

export const LoginInputSchema = z
  .object({
    email: z.string({ error: "blank" }).trim().min(1, "blank").max(254, "too_long"),
    password: z.string({ error: "blank" }).min(1, "blank").max(1024, "too_long"),
  })
  .meta({ id: "LoginInput" });
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const TokenInputSchema = z
  .object({ token: z.string({ error: "blank" }).trim().min(1, "blank").max(200, "invalid") })
  .meta({ id: "TokenInput" });

export const ForgotPasswordInputSchema = z
  .object({ email: emailSchema })
  .meta({ id: "ForgotPasswordInput" });

export const ResetPasswordInputSchema = z
  .object({
    token: z.string({ error: "blank" }).trim().min(1, "blank").max(200, "invalid"),
    password: passwordSchema,
    password_confirmation: z.string({ error: "blank" }),
  })
  .superRefine(passwordsMatch)
  .meta({ id: "ResetPasswordInput" });

/** `PUT /v1/users/current`: every field optional; a new email or password needs the current one. */
export const UpdateCurrentUserInputSchema = z
  .object({
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    location: optionalText(200).nullable(),
    locale: z.enum(LOCALES).optional(),
    email: emailSchema.optional(),
    password: passwordSchema.optional(),
    password_confirmation: z.string().optional(),
    current_password: z.string().max(1024, "too_long").optional(),
    show_onboarding: z.boolean().optional(),
  })
  .superRefine(passwordsMatch)
  .meta({ id: "UpdateCurrentUserInput" });
export type UpdateCurrentUserInput = z.infer<typeof UpdateCurrentUserInputSchema>;

export const DeleteCurrentUserInputSchema = z
  .object({ password: z.string({ error: "blank" }).min(1, "blank").max(1024, "too_long") })
  .meta({ id: "DeleteCurrentUserInput" });

/** The single-use code that carries a session from the apex to an organization's subdomain. */
export const SessionHandoffDocumentSchema = z
  .object({ data: z.object({ code: z.string(), expires_at: z.string() }) })
  .meta({ id: "SessionHandoffDocument" });
export const RedeemSessionHandoffInputSchema = z
  .object({ code: z.string({ error: "blank" }).trim().min(1, "blank").max(200, "invalid") })
  .meta({ id: "RedeemSessionHandoffInput" });

/**
 * Avatar uploads (`PUT /v1/users/current/avatar`, multipart field `avatar`): the image types
 * accepted, judged by the file's bytes rather than its name or declared type, and the size limit
 * in whole megabytes as SPEC §5 counts it (`validateFileSize`: the size is rounded down, so a
 * 5.9 MB file passes a 5 MB limit, in the browser and on the server alike).
 */
export const AVATAR_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];
export const AVATAR_MAX_SIZE_MB = 5;
export const AVATAR_FIELD = "avatar";

export const MessageDocumentSchema = z
  .object({ meta: z.object({ message: z.string() }) })
  .meta({ id: "MessageDocument" });

/**
 * The avatar upload once the multipart body is parsed: the file's bytes under its field name
 * (a Buffer on the server, which is a Uint8Array).
 */
export const AvatarUploadSchema = z
  .object({
    [AVATAR_FIELD]: z
      .instanceof(Uint8Array, {
        error: (issue) => (issue.input === undefined ? "blank" : "invalid"),
      })
      .meta({ type: "string", format: "binary", description: "PNG, JPEG, WebP or GIF" }),
  })
  .meta({ id: "AvatarUpload" });

/** `GET /v1/organizations/subdomain_availability?subdomain=…` (sign-up's subdomain field). */
export const SubdomainAvailabilityQuerySchema = z.object({
  subdomain: z.string().max(100, "too_long"),
});
export const SubdomainAvailabilityDocumentSchema = z
  .object({
    data: z.object({
      subdomain: z.string(),
      available: z.boolean(),
      /** Why it cannot be chosen: the shape rule's code, or `taken`. */
      problem: z.enum([...SUBDOMAIN_PROBLEMS, "taken"]).nullable(),
    }),
  })
  .meta({ id: "SubdomainAvailabilityDocument" });
