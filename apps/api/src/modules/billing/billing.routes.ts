import type { Permission } from "@candor/shared/permissions";
import {
  BillingPortalDocumentSchema,
  ChangePlanInputSchema,
  InvoiceListDocumentSchema,
  PlanListDocumentSchema,
  SubscribeInputSchema,
  SubscriptionDocumentSchema,
  UpgradePreviewDocumentSchema,
} from "@candor/shared/schemas/billing";
import { PageQuerySchema } from "@candor/shared/schemas/jsonapi";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import { serializeInvoice, serializeUpgradePreview } from "./billing.serializer";
import type { BillingService } from "./billing.service";

const tags = ["billing"];
/** Only admins touch billing (SPEC §6: Upgrade plan and Contact sales are for admins). */
const ADMINS: readonly Permission[] = ["admin"];
const admin = { access: "member" as const, permissions: ADMINS };

/** Plans, the organization's subscription, its actions (SPEC §4, §7) and invoices. */
export function billingRoutes(service: BillingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/plans",
      {
        schema: {
          tags,
          summary:
            "The plans with monthly price, active-positions maximum and training courses; `is_current` marks the signed-in member's",
          response: { 200: PlanListDocumentSchema },
        },
        config: { access: "public" },
      },
      async (request) => {
        const organization = request.auth?.organization;
        const currentKind = await service.currentKind(
          organization ? { organizationId: organization.id } : undefined,
        );
        return { data: service.plans(currentKind) };
      },
    );

    app.get(
      "/subscriptions/current",
      {
        schema: {
          tags,
          summary: "The organization's subscription, with the actions allowed now",
          response: { 200: SubscriptionDocumentSchema },
        },
        config: { access: "member" },
      },
      async (request) => document(await service.current(memberScope(request))),
    );

    app.post(
      "/subscriptions",
      {
        schema: {
          tags,
          summary:
            "Subscribe to pro or premium (admins); the first pro subscription starts with a 14-day trial",
          body: SubscribeInputSchema,
          response: { 200: SubscriptionDocumentSchema },
        },
        config: admin,
      },
      async (request) =>
        document(
          await service.subscribe(memberScope(request), request.body.kind, request.body.token),
        ),
    );

    const simpleActions = [
      ["cancel", "Cancel at the period's end (admins)", service.cancel],
      [
        "reactivate",
        "Take back a cancellation before the period ends (admins)",
        service.reactivate,
      ],
      ["cancel_downgrade", "Take back a pending downgrade (admins)", service.cancelDowngrade],
    ] as const;
    for (const [action, summary, run] of simpleActions) {
      app.post(
        `/subscriptions/${action}`,
        {
          schema: { tags, summary, response: { 200: SubscriptionDocumentSchema } },
          config: admin,
        },
        async (request) => document(await run(memberScope(request))),
      );
    }

    app.post(
      "/subscriptions/preview_upgrade",
      {
        schema: {
          tags,
          summary: "What upgrading to `kind` would charge now, prorated (admins); changes nothing",
          body: ChangePlanInputSchema,
          response: { 200: UpgradePreviewDocumentSchema },
        },
        config: admin,
      },
      async (request) =>
        document(
          serializeUpgradePreview(
            await service.previewUpgrade(memberScope(request), request.body.kind),
          ),
        ),
    );

    app.post(
      "/subscriptions/upgrade",
      {
        schema: {
          tags,
          summary: "Upgrade now with a prorated invoice (admins)",
          body: ChangePlanInputSchema,
          response: { 200: SubscriptionDocumentSchema },
        },
        config: admin,
      },
      async (request) => document(await service.upgrade(memberScope(request), request.body.kind)),
    );

    app.post(
      "/subscriptions/downgrade",
      {
        schema: {
          tags,
          summary:
            "Downgrade at the period's end (admins); 422 downgrade_blocked while more positions are open than the lower plan allows",
          body: ChangePlanInputSchema,
          response: { 200: SubscriptionDocumentSchema },
        },
        config: admin,
      },
      async (request) => document(await service.downgrade(memberScope(request), request.body.kind)),
    );

    app.get(
      "/subscriptions/invoices",
      {
        schema: {
          tags,
          summary: "Invoices, newest first (admins)",
          querystring: PageQuerySchema,
          response: { 200: InvoiceListDocumentSchema },
        },
        config: admin,
      },
      async (request) => {
        const { rows, count } = await service.listInvoices(memberScope(request), request.query);
        return listDocument(rows.map(serializeInvoice), { ...request.query, count });
      },
    );

    app.get(
      "/subscriptions/invoices/:id/download",
      {
        schema: {
          tags,
          summary: "An invoice as a PDF (admins)",
          params: z.object({ id: z.string().max(100) }),
          produces: ["application/pdf"],
          response: { 200: z.any().describe("The invoice, application/pdf") },
        },
        config: admin,
      },
      async (request, reply) => {
        const { filename, pdf } = await service.invoicePdf(memberScope(request), request.params.id);
        return reply
          .type("application/pdf")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("cache-control", "private, no-store")
          .send(pdf);
      },
    );

    app.post(
      "/subscriptions/portal",
      {
        schema: {
          tags,
          summary:
            "Where to manage billing (admins): the built-in provider answers the in-app Plans page",
          response: { 200: BillingPortalDocumentSchema },
        },
        config: admin,
      },
      async (request) => ({ data: { url: await service.portalUrl(memberScope(request)) } }),
    );
  };
}
