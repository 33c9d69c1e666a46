import { z } from "zod";
import type { Permission } from "../permissions";
import {
  BillingPortalDocumentSchema,
  ChangePlanInputSchema,
  InvoiceListDocumentSchema,
  PlanListDocumentSchema,
  SubscribeInputSchema,
  SubscriptionDocumentSchema,
  UpgradePreviewDocumentSchema,
} from "../schemas/billing";
import { PageQuerySchema } from "../schemas/jsonapi";
import { binary, defineEndpoint } from "./define-endpoint";

const tags = ["billing"] as const;
/** Only admins touch billing (SPEC §6: Upgrade plan and Contact sales are for admins). */
const ADMINS: readonly Permission[] = ["admin"];

/** Plans, the organization's subscription, its actions (SPEC §4, §7) and invoices. */
export const billingEndpoints = {
  listPlans: defineEndpoint({
    operationId: "listPlans",
    method: "GET",
    path: "/plans",
    tags,
    summary:
      "The plans with monthly price, active-positions maximum and training courses; `is_current` marks the signed-in member's",
    access: "public",
    responses: { 200: PlanListDocumentSchema },
  }),
  getCurrentSubscription: defineEndpoint({
    operationId: "getCurrentSubscription",
    method: "GET",
    path: "/subscriptions/current",
    tags,
    summary: "The organization's subscription, with the actions allowed now",
    access: "member",
    responses: { 200: SubscriptionDocumentSchema },
  }),
  subscribe: defineEndpoint({
    operationId: "subscribe",
    method: "POST",
    path: "/subscriptions",
    tags,
    summary:
      "Subscribe to pro or premium (admins); the first pro subscription starts with a 14-day trial",
    access: "member",
    permissions: ADMINS,
    body: SubscribeInputSchema,
    responses: { 200: SubscriptionDocumentSchema },
  }),
  cancelSubscription: defineEndpoint({
    operationId: "cancelSubscription",
    method: "POST",
    path: "/subscriptions/cancel",
    tags,
    summary: "Cancel at the period's end (admins)",
    access: "member",
    permissions: ADMINS,
    errors: [422],
    responses: { 200: SubscriptionDocumentSchema },
  }),
  reactivateSubscription: defineEndpoint({
    operationId: "reactivateSubscription",
    method: "POST",
    path: "/subscriptions/reactivate",
    tags,
    summary: "Take back a cancellation before the period ends (admins)",
    access: "member",
    permissions: ADMINS,
    errors: [422],
    responses: { 200: SubscriptionDocumentSchema },
  }),
  cancelDowngrade: defineEndpoint({
    operationId: "cancelDowngrade",
    method: "POST",
    path: "/subscriptions/cancel_downgrade",
    tags,
    summary: "Take back a pending downgrade (admins)",
    access: "member",
    permissions: ADMINS,
    errors: [422],
    responses: { 200: SubscriptionDocumentSchema },
  }),
  previewUpgrade: defineEndpoint({
    operationId: "previewUpgrade",
    method: "POST",
    path: "/subscriptions/preview_upgrade",
    tags,
    summary: "What upgrading to `kind` would charge now, prorated (admins); changes nothing",
    access: "member",
    permissions: ADMINS,
    body: ChangePlanInputSchema,
    responses: { 200: UpgradePreviewDocumentSchema },
  }),
  upgradeSubscription: defineEndpoint({
    operationId: "upgradeSubscription",
    method: "POST",
    path: "/subscriptions/upgrade",
    tags,
    summary: "Upgrade now with a prorated invoice (admins)",
    access: "member",
    permissions: ADMINS,
    body: ChangePlanInputSchema,
    responses: { 200: SubscriptionDocumentSchema },
  }),
  downgradeSubscription: defineEndpoint({
    operationId: "downgradeSubscription",
    method: "POST",
    path: "/subscriptions/downgrade",
    tags,
    summary:
      "Downgrade at the period's end (admins); 422 downgrade_blocked while more positions are open than the lower plan allows",
    access: "member",
    permissions: ADMINS,
    body: ChangePlanInputSchema,
    responses: { 200: SubscriptionDocumentSchema },
  }),
  listInvoices: defineEndpoint({
    operationId: "listInvoices",
    method: "GET",
    path: "/subscriptions/invoices",
    tags,
    summary: "Invoices, newest first (admins)",
    access: "member",
    permissions: ADMINS,
    query: PageQuerySchema,
    responses: { 200: InvoiceListDocumentSchema },
  }),
  downloadInvoice: defineEndpoint({
    operationId: "downloadInvoice",
    method: "GET",
    path: "/subscriptions/invoices/:id/download",
    tags,
    summary: "An invoice as a PDF (admins)",
    access: "member",
    permissions: ADMINS,
    params: z.object({ id: z.string().max(100) }),
    responses: { 200: binary("application/pdf", "The invoice, application/pdf") },
  }),
  getBillingPortal: defineEndpoint({
    operationId: "getBillingPortal",
    method: "POST",
    path: "/subscriptions/portal",
    tags,
    summary:
      "Where to manage billing (admins): the built-in provider answers the in-app Plans page",
    access: "member",
    permissions: ADMINS,
    responses: { 200: BillingPortalDocumentSchema },
  }),
} as const;
