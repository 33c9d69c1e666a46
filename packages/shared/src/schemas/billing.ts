import { z } from "zod";
import { LOCALES, PLAN_KINDS } from "../constants";
import { BILLING_ACTIONS, SELF_SERVE_PLAN_KINDS } from "../rules/billing";
import { SUBSCRIPTION_STATUSES } from "../rules/billing-subscription";
import { emailSchema } from "../rules/validation-schemas";
import { documentSchema, listDocumentSchema, resourceSchema } from "./jsonapi";

/**
 * An organization's subscription on the wire (SPEC §3), snake_case like every attribute.
 * `max_positions_count` null means unlimited; `current_period_end` is an ISO 8601 instant.
 * The server always sends `free_full_access`; `normalizePlanKind` reads the hyphenated spelling.
 */
export const SubscriptionSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    max_positions_count: z.number().int().min(0).nullable(),
    status: z.enum(SUBSCRIPTION_STATUSES),
    current_period_end: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof SubscriptionSchema>;

// ---- Billing (issue 5): plans, the organization's subscription, its actions and invoices ----

/** A plan as `GET /v1/plans` lists it (SPEC §9). `id` is the kind. */
export const PlanAttributesSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    /** Whole currency units per month; null where the price is agreed with sales. */
    monthly_price: z.number().min(0).nullable(),
    monthly_price_cents: z.number().int().min(0).nullable(),
    currency: z.string(),
    /** Null means unlimited. */
    max_positions_count: z.number().int().min(0).nullable(),
    /** A number of courses, or every course. */
    training_courses: z.union([z.number().int().min(0), z.literal("all")]),
    /** Bought in the app; otherwise through sales (enterprise) or free. */
    is_self_serve: z.boolean(),
    /** Trial days a first subscription gets (0: none). */
    trial_days: z.number().int().min(0),
    /** The caller's organization's plan (false when signed out). */
    is_current: z.boolean(),
  })
  .meta({ id: "PlanAttributes" });
export type PlanAttributes = z.infer<typeof PlanAttributesSchema>;
export const PlanResourceSchema = resourceSchema("plan", PlanAttributesSchema);
export const PlanListDocumentSchema = z
  .object({ data: z.array(PlanResourceSchema) })
  .meta({ id: "PlanListDocument" });

/** `GET /v1/subscriptions/current` and the answer of every billing action. */
export const SubscriptionDetailAttributesSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    max_positions_count: z.number().int().min(0).nullable(),
    active_positions_count: z.number().int().min(0),
    current_period_start: z.string(),
    /** Null on plans without a billing period (free, operator plans). */
    current_period_end: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    /** The plan a pending downgrade moves to (status `downgrading`). */
    pending_kind: z.enum(PLAN_KINDS).nullable(),
    in_trial: z.boolean(),
    /** Whole days left of the trial (0 outside one). */
    trial_days_left: z.number().int().min(0),
    has_used_trial: z.boolean(),
    monthly_price_cents: z.number().int().min(0).nullable(),
    currency: z.string(),
    provider: z.string(),
    /** Set by an operator (enterprise, free_full_access): nothing to change in the app. */
    is_managed: z.boolean(),
    is_good_standing: z.boolean(),
    has_payment_problem: z.boolean(),
    is_paid: z.boolean(),
    /** The actions allowed now, for at least one plan. */
    available_actions: z.array(z.enum(BILLING_ACTIONS)),
  })
  .meta({ id: "SubscriptionDetailAttributes" });
export type SubscriptionDetailAttributes = z.infer<typeof SubscriptionDetailAttributesSchema>;
export const SubscriptionDocumentSchema = documentSchema(
  resourceSchema("subscription", SubscriptionDetailAttributesSchema),
).meta({ id: "SubscriptionDocument" });

/** A missing choice is `blank`, anything else not offered `invalid`. */
const choiceError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? "blank" : "invalid",
};
const selfServeKindSchema = z.enum(SELF_SERVE_PLAN_KINDS, choiceError);

/** `POST /v1/subscriptions`: the plan, and a payment provider's token where one is used. */
export const SubscribeInputSchema = z
  .object({
    kind: selfServeKindSchema,
    token: z.string({ error: "invalid" }).trim().max(500, "too_long").optional(),
  })
  .meta({ id: "SubscribeInput" });
export type SubscribeInput = z.infer<typeof SubscribeInputSchema>;

/** `preview_upgrade`, `upgrade`, `downgrade`: the plan to move to. */
export const ChangePlanInputSchema = z
  .object({ kind: selfServeKindSchema })
  .meta({ id: "ChangePlanInput" });
export type ChangePlanInput = z.infer<typeof ChangePlanInputSchema>;

/** `POST /v1/subscriptions/preview_upgrade`: what `upgrade` would charge now. */
export const UpgradePreviewAttributesSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    amount_cents: z.number().int().min(0),
    currency: z.string(),
    period_start: z.string(),
    period_end: z.string(),
    /** True when the upgrade starts a new period (out of a trial): the full price is charged. */
    restarts_period: z.boolean(),
  })
  .meta({ id: "UpgradePreviewAttributes" });
export const UpgradePreviewDocumentSchema = documentSchema(
  resourceSchema("upgrade_preview", UpgradePreviewAttributesSchema),
).meta({ id: "UpgradePreviewDocument" });

export const INVOICE_STATUSES = ["open", "paid", "void"] as const;
export const INVOICE_REASONS = ["subscription_create", "subscription_cycle", "upgrade"] as const;

export const InvoiceAttributesSchema = z
  .object({
    /** 1, 2, 3… within the organization. */
    number: z.number().int().min(1),
    /** The printed number, e.g. `ACME-0007`. */
    label: z.string(),
    reason: z.enum(INVOICE_REASONS),
    kind: z.enum(PLAN_KINDS),
    description: z.string(),
    amount_cents: z.number().int().min(0),
    currency: z.string(),
    status: z.enum(INVOICE_STATUSES),
    period_start: z.string(),
    period_end: z.string(),
    issued_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: "InvoiceAttributes" });
export type InvoiceAttributes = z.infer<typeof InvoiceAttributesSchema>;
export const InvoiceResourceSchema = resourceSchema("invoice", InvoiceAttributesSchema);
/** `GET /v1/subscriptions/invoices`: newest first, paginated. */
export const InvoiceListDocumentSchema = listDocumentSchema(InvoiceResourceSchema).meta({
  id: "InvoiceListDocument",
});

/** `POST /v1/subscriptions/portal`: where to manage billing (the built-in provider: Plans). */
export const BillingPortalDocumentSchema = z
  .object({ data: z.object({ url: z.string() }) })
  .meta({ id: "BillingPortalDocument" });

// ---- Billing contact (issue 14): where the billing emails go ----

/** `GET|PUT /v1/subscriptions/billing_contact`. `id` is the organization's. */
export const BillingContactAttributesSchema = z
  .object({
    /** The address billing emails go to; null sends them to the admins. */
    email: z.string().nullable(),
    /** The language they are written in for `email`; null with it. */
    locale: z.enum(LOCALES).nullable(),
    /** Who receives billing emails now: `email`, or every admin's address. */
    recipients: z.array(z.string()),
  })
  .meta({ id: "BillingContactAttributes" });
export type BillingContactAttributes = z.infer<typeof BillingContactAttributesSchema>;
export const BillingContactDocumentSchema = documentSchema(
  resourceSchema("billing_contact", BillingContactAttributesSchema),
).meta({ id: "BillingContactDocument" });

/**
 * `PUT /v1/subscriptions/billing_contact`: an address (SPEC §5 email rule) and its language
 * (the caller's by default), or `email: null` to send billing emails to the admins again.
 */
export const BillingContactInputSchema = z
  .object({
    email: emailSchema.nullable(),
    locale: z.enum(LOCALES, choiceError).optional(),
  })
  .meta({ id: "BillingContactInput" });
export type BillingContactInput = z.infer<typeof BillingContactInputSchema>;
