import { billingEndpoints } from "@candor/shared/endpoints/billing";
import type { InvoiceAttributes } from "@candor/shared/schemas/billing";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, apiBlob } from "../../../lib/api-client";
import { type DeserializedList, deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";
import { billingQueryKey } from "./plans";

export type Invoice = JsonApiRecord<InvoiceAttributes>;

export const INVOICES_PAGE_SIZE = 10;

/** `GET /v1/subscriptions/invoices` (admins): newest first, pages in `meta.pagy`. */
export async function listInvoices(page: number): Promise<DeserializedList<Invoice>> {
  const document = await api(billingEndpoints.listInvoices, {
    query: { page, limit: INVOICES_PAGE_SIZE },
  });
  return deserializeList<InvoiceAttributes>(document);
}

export function invoicesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...billingQueryKey, "invoices", page],
    queryFn: () => listInvoices(page),
    placeholderData: keepPreviousData,
  });
}

/**
 * Fetches an invoice's PDF (`GET /v1/subscriptions/invoices/{id}/download`) with the bearer token
 * (a plain link would carry none) and hands it to the browser as a download.
 */
export async function downloadInvoice(invoice: Pick<Invoice, "id" | "label">): Promise<void> {
  const { blob } = await apiBlob(billingEndpoints.downloadInvoice, { params: { id: invoice.id } });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = `invoice-${invoice.label}.pdf`;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled, so the download has its data.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
