import { billingEndpoints } from "@candor/shared/endpoints/billing";
import type { BillingContactAttributes, BillingContactInput } from "@candor/shared/schemas/billing";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";
import { billingQueryKey } from "./plans";

/** Where billing emails go: the contact's address and language, or the admins (`recipients`). */
export type BillingContact = JsonApiRecord<BillingContactAttributes>;

const billingContactQueryKey = [...billingQueryKey, "billing-contact"] as const;

function readBillingContact(document: JsonApiDocument): BillingContact {
  const contact = deserialize<BillingContactAttributes>(document);
  if (!contact) throw new TypeError("The response holds no billing contact");
  return contact;
}

/** `GET /v1/subscriptions/billing_contact` (admins). */
export async function getBillingContact(): Promise<BillingContact> {
  return readBillingContact(await api(billingEndpoints.getBillingContact));
}

export function billingContactQueryOptions() {
  return queryOptions({ queryKey: billingContactQueryKey, queryFn: getBillingContact });
}

/** `PUT /v1/subscriptions/billing_contact`: an address and its language, or null for the admins. */
export function useUpdateBillingContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: BillingContactInput) =>
      readBillingContact(await api(billingEndpoints.updateBillingContact, { body: input })),
    onSuccess: (contact) => queryClient.setQueryData(billingContactQueryKey, contact),
  });
}
