import { billingEndpoints } from "@candor/shared/endpoints/billing";
import type { SelfServePlanKind } from "@candor/shared/rules/billing";
import type {
  SubscriptionDetailAttributes,
  UpgradePreviewAttributesSchema,
} from "@candor/shared/schemas/billing";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { isApiError } from "../../../lib/api-error";
import { currentUserQueryKey } from "../../../lib/auth/session-api";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { billingQueryKey } from "./plans";

/** The organization's subscription with the actions allowed now (`GET /v1/subscriptions/current`). */
export type SubscriptionDetail = JsonApiRecord<SubscriptionDetailAttributes>;
type UpgradePreviewAttributes = z.infer<typeof UpgradePreviewAttributesSchema>;
export type UpgradePreview = JsonApiRecord<UpgradePreviewAttributes>;

export const subscriptionQueryKey = [...billingQueryKey, "subscription"] as const;

function readSubscription(document: JsonApiDocument): SubscriptionDetail {
  const subscription = deserialize<SubscriptionDetailAttributes>(document);
  if (!subscription) throw new TypeError("The response holds no subscription");
  return subscription;
}

export async function getCurrentSubscription(): Promise<SubscriptionDetail> {
  return readSubscription(await api(billingEndpoints.getCurrentSubscription));
}

/** Members may read it; only admins act on it. */
export function subscriptionQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: [...subscriptionQueryKey, viewerId],
    queryFn: getCurrentSubscription,
  });
}

/** `POST /v1/subscriptions/preview_upgrade`: what upgrading to `kind` charges now; changes nothing. */
export async function previewUpgrade(kind: SelfServePlanKind): Promise<UpgradePreview> {
  const document = await api(billingEndpoints.previewUpgrade, { body: { kind } });
  const preview = deserialize<UpgradePreviewAttributes>(document);
  if (!preview) throw new TypeError("The response holds no preview");
  return preview;
}

export function upgradePreviewQueryOptions(kind: SelfServePlanKind) {
  return queryOptions({
    queryKey: [...billingQueryKey, "upgrade-preview", kind],
    queryFn: () => previewUpgrade(kind),
    // A prorated amount shrinks by the minute: always asked afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The actions of SPEC §4 that change the subscription (admins). */
export type SubscriptionChange =
  | { action: "subscribe"; kind: SelfServePlanKind }
  | { action: "upgrade"; kind: SelfServePlanKind }
  | { action: "downgrade"; kind: SelfServePlanKind }
  | { action: "cancel" }
  | { action: "reactivate" }
  | { action: "cancel_downgrade" };

/**
 * Sends one change; refusals are 422s with a billing code (`downgrade_blocked`,
 * `subscription_canceled`…), thrown as ApiError.
 */
export async function changeSubscription(change: SubscriptionChange): Promise<SubscriptionDetail> {
  switch (change.action) {
    case "subscribe":
      return readSubscription(
        await api(billingEndpoints.subscribe, { body: { kind: change.kind } }),
      );
    case "upgrade":
      return readSubscription(
        await api(billingEndpoints.upgradeSubscription, { body: { kind: change.kind } }),
      );
    case "downgrade":
      return readSubscription(
        await api(billingEndpoints.downgradeSubscription, { body: { kind: change.kind } }),
      );
    case "cancel":
      return readSubscription(await api(billingEndpoints.cancelSubscription));
    case "reactivate":
      return readSubscription(await api(billingEndpoints.reactivateSubscription));
    case "cancel_downgrade":
      return readSubscription(await api(billingEndpoints.cancelDowngrade));
  }
}

/**
 * Changes the subscription; then every billing query (plans, invoices) reloads, and so does the
 * current user, whose plan summary the account menu and the trial banner show. A refusal (422)
 * means the page was out of date — another admin changed the plan meanwhile — so they reload
 * then too, and the page shows what is true now beside the reason.
 */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueriesData({ queryKey: subscriptionQueryKey }, subscription);
      await reload();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) void reload();
    },
  });
}

/**
 * `POST /v1/subscriptions/portal`: where to manage payment details. The built-in provider answers
 * the Plans page itself; an external one, its hosted portal.
 */
export async function getBillingPortalUrl(): Promise<string> {
  const body = await api(billingEndpoints.getBillingPortal);
  return body.data.url;
}
