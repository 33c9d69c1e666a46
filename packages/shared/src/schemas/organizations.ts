import { z } from "zod";
import { LOCALES } from "../constants";
import { PERMISSIONS } from "../permissions";
import { emailSchema, nameSchema, passwordSchema, requiredText } from "../rules/validation-schemas";
import { documentSchema, listDocumentSchema, PageQuerySchema, resourceSchema } from "./jsonapi";

/** Longest organization name, as at sign-up. */
export const ORGANIZATION_NAME_MAX_LENGTH = 120;
/** Longest members search text; longer is `too_long`. */
export const MEMBER_SEARCH_MAX_LENGTH = 100;
/** How long an emailed invitation link works. */
export const INVITATION_TTL_DAYS = 7;

// ---- The organization ----

/** `GET /v1/organizations/current`: the caller's organization. */
export const OrganizationAttributesSchema = z
  .object({
    name: z.string(),
    subdomain: z.string(),
    /** The subdomain `demo` marks a demo organization (SPEC §1). */
    is_demo: z.boolean(),
    created_at: z.string(),
    members_count: z.number().int().min(0),
  })
  .meta({ id: "OrganizationAttributes" });
export type OrganizationAttributes = z.infer<typeof OrganizationAttributesSchema>;

export const OrganizationResourceSchema = resourceSchema(
  "organization",
  OrganizationAttributesSchema,
);
export const OrganizationDocumentSchema = documentSchema(OrganizationResourceSchema).meta({
  id: "OrganizationDocument",
});

/** `PUT /v1/organizations/current` (admins): rename. */
export const UpdateOrganizationInputSchema = z
  .object({ name: requiredText(ORGANIZATION_NAME_MAX_LENGTH) })
  .meta({ id: "UpdateOrganizationInput" });
export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationInputSchema>;

// ---- Members ----

/** A non-empty set of permissions, without repeats (SPEC §6). */
export const PermissionsInputSchema = z
  .array(z.enum(PERMISSIONS, { error: "invalid" }), { error: "required" })
  .min(1, "required")
  .transform((permissions) => [...new Set(permissions)]);

/** A member of the caller's organization, as the members list and `GET /v1/users/{id}` show it. */
export const MemberAttributesSchema = z
  .object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    permissions: z.array(z.enum(PERMISSIONS)),
    is_admin: z.boolean(),
    /** Whether the member confirmed their email address. */
    activated: z.boolean(),
    location: z.string().nullable(),
    avatar: z.string().nullable(),
    created_at: z.string(),
    /**
     * Until when the member is a certified reviewer (issue 16); null: not certified now. Listed
     * to admins; null for others.
     */
    certified_until: z.string().nullable(),
  })
  .meta({ id: "MemberAttributes" });
export type MemberAttributes = z.infer<typeof MemberAttributesSchema>;

export const MemberResourceSchema = resourceSchema("user", MemberAttributesSchema);
export const MemberDocumentSchema = documentSchema(MemberResourceSchema).meta({
  id: "MemberDocument",
});
export const MemberListDocumentSchema = listDocumentSchema(MemberResourceSchema).meta({
  id: "MemberListDocument",
});

/**
 * `GET /v1/organizations/current/users`: a page, a search on name or email, one permission.
 * (Query schemas carry no `.meta({ id })`: OpenAPI must spell query parameters out, not `$ref` them.)
 */
export const ListMembersQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(MEMBER_SEARCH_MAX_LENGTH, "too_long").optional(),
  permission: z.enum(PERMISSIONS, { error: "invalid" }).optional(),
});
export type ListMembersQuery = z.infer<typeof ListMembersQuerySchema>;

/** `PUT /v1/users/{userId}/update_permissions` (admins). */
export const UpdatePermissionsInputSchema = z
  .object({ permissions: PermissionsInputSchema })
  .meta({ id: "UpdatePermissionsInput" });
export type UpdatePermissionsInput = z.infer<typeof UpdatePermissionsInputSchema>;

// ---- Invitations ----

/** An open invitation, as admins see it. */
export const InvitationAttributesSchema = z
  .object({
    email: z.string(),
    permissions: z.array(z.enum(PERMISSIONS)),
    locale: z.enum(LOCALES),
    /** Null once the inviter's account is gone. */
    invited_by_name: z.string().nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    /** An expired invitation stays listed until it is resent or revoked. */
    is_expired: z.boolean(),
  })
  .meta({ id: "InvitationAttributes" });
export type InvitationAttributes = z.infer<typeof InvitationAttributesSchema>;

export const InvitationResourceSchema = resourceSchema("invitation", InvitationAttributesSchema);
export const InvitationDocumentSchema = documentSchema(InvitationResourceSchema).meta({
  id: "InvitationDocument",
});
export const InvitationListDocumentSchema = listDocumentSchema(InvitationResourceSchema).meta({
  id: "InvitationListDocument",
});

/** `POST /v1/invitations` (admins); the email is written in `locale`, the inviter's by default. */
export const CreateInvitationInputSchema = z
  .object({
    email: emailSchema,
    permissions: PermissionsInputSchema,
    locale: z.enum(LOCALES, { error: "invalid" }).optional(),
  })
  .meta({ id: "CreateInvitationInput" });
export type CreateInvitationInput = z.infer<typeof CreateInvitationInputSchema>;

const invitationTokenSchema = z
  .string({ error: "blank" })
  .trim()
  .min(1, "blank")
  .max(200, "invalid");

/** `GET /v1/invitations/lookup?token=…` (public): what the accept page shows. */
export const InvitationLookupQuerySchema = z.object({ token: invitationTokenSchema });

export const InvitationLookupAttributesSchema = z
  .object({
    organization_name: z.string(),
    email: z.string(),
    inviter_name: z.string().nullable(),
    permissions: z.array(z.enum(PERMISSIONS)),
    expires_at: z.string(),
  })
  .meta({ id: "InvitationLookupAttributes" });
export type InvitationLookupAttributes = z.infer<typeof InvitationLookupAttributesSchema>;

export const InvitationLookupDocumentSchema = documentSchema(
  resourceSchema("invitation", InvitationLookupAttributesSchema),
).meta({ id: "InvitationLookupDocument" });

/**
 * `POST /v1/invitations/accept` (public): the invited person chooses their name and password and
 * is signed in; the answer is the sign-in document (`AuthDocument`).
 */
export const AcceptInvitationInputSchema = z
  .object({
    token: invitationTokenSchema,
    first_name: nameSchema,
    last_name: nameSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: "blank" }),
  })
  .superRefine((value, ctx) => {
    if (value.password_confirmation !== value.password) {
      ctx.addIssue({
        code: "custom",
        path: ["password_confirmation"],
        message: "passwords_dont_match",
      });
    }
  })
  .meta({ id: "AcceptInvitationInput" });
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationInputSchema>;
