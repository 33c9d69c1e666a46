import { guidanceEndpoints as endpoints } from "@candor/shared/endpoints/guidance";
import type { UserResourceSchema } from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { memberScope, requireAuth } from "../../plugins/auth";
import type { GuidanceService } from "./guidance.service";

export type GuidanceRoutesOptions = {
  guidance: GuidanceService;
  /** The current user's resource, which carries the tours done and the analytics switch. */
  loadAccount: (userId: string) => Promise<z.infer<typeof UserResourceSchema>>;
};

/** Product tours ended and the organization's analytics switch; both answer the current user. */
export const guidanceRoutes: FastifyPluginAsyncZod<GuidanceRoutesOptions> = async (
  app,
  { guidance, loadAccount },
) => {
  route(app, endpoints.endTour, async (request) => {
    const { user } = requireAuth(request);
    await guidance.endTour(user.id, request.params.key, request.body);
    return document(await loadAccount(user.id));
  });

  route(app, endpoints.setProductAnalytics, async (request) => {
    const scope = memberScope(request);
    await guidance.setProductAnalytics(scope, request.body);
    return document(await loadAccount(scope.userId));
  });
};
