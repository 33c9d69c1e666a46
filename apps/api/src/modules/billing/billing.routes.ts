import { billingEndpoints as endpoints } from "@candor/shared/endpoints/billing";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../lib/endpoint-route";
import { document, listDocument } from "../../lib/jsonapi";
import { memberScope } from "../../plugins/auth";
import {
  serializeBillingContact,
  serializeInvoice,
  serializeUpgradePreview,
} from "./billing.serializer";
import type { BillingService } from "./billing.service";
import type { BillingContactService } from "./billing-contact.service";

/**
 * Plans, the organization's subscription, its actions (SPEC §4, §7), invoices and the billing
 * contact. The services come from the composition root (app.ts) as the plugin's options.
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  billingContacts: BillingContactService;
}> = async (app, { billing: service, billingContacts }) => {
  route(app, endpoints.listPlans, async (request) => {
    const organization = request.auth?.organization;
    const currentKind = await service.currentKind(
      organization ? { organizationId: organization.id } : undefined,
    );
    return { data: service.plans(currentKind) };
  });

  route(app, endpoints.getCurrentSubscription, async (request) =>
    document(await service.current(memberScope(request))),
  );

  route(app, endpoints.subscribe, async (request) =>
    document(await service.subscribe(memberScope(request), request.body.kind, request.body.token)),
  );

  const simpleActions = [
    [endpoints.cancelSubscription, service.cancel],
    [endpoints.reactivateSubscription, service.reactivate],
    [endpoints.cancelDowngrade, service.cancelDowngrade],
  ] as const;
  for (const [endpoint, run] of simpleActions) {
    route(app, endpoint, async (request) => document(await run(memberScope(request))));
  }

  route(app, endpoints.previewUpgrade, async (request) =>
    document(
      serializeUpgradePreview(
        await service.previewUpgrade(memberScope(request), request.body.kind),
      ),
    ),
  );

  route(app, endpoints.upgradeSubscription, async (request) =>
    document(await service.upgrade(memberScope(request), request.body.kind)),
  );

  route(app, endpoints.downgradeSubscription, async (request) =>
    document(await service.downgrade(memberScope(request), request.body.kind)),
  );

  route(app, endpoints.listInvoices, async (request) => {
    const { rows, count } = await service.listInvoices(memberScope(request), request.query);
    return listDocument(rows.map(serializeInvoice), { ...request.query, count });
  });

  route(app, endpoints.downloadInvoice, async (request, reply) => {
    const { filename, pdf } = await service.invoicePdf(memberScope(request), request.params.id);
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${filename}"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });

  route(app, endpoints.getBillingPortal, async (request) => ({
    data: { url: await service.portalUrl(memberScope(request)) },
  }));

  route(app, endpoints.getBillingContact, async (request) =>
    document(serializeBillingContact(await billingContacts.current(memberScope(request)))),
  );

  route(app, endpoints.updateBillingContact, async (request) =>
    document(
      serializeBillingContact(await billingContacts.update(memberScope(request), request.body)),
    ),
  );
};
