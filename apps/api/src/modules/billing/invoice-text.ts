import type { PlanKind } from "@candor/shared/constants";
import { formatDate } from "@candor/shared/format";
import type { Charge } from "@candor/shared/rules/billing";

/** Plan names as invoices print them (invoices are issued in English). */
export const PLAN_NAMES: Record<PlanKind, string> = {
  free: "Free",
  pro: "Pro",
  premium: "Premium",
  enterprise: "Enterprise",
  free_full_access: "Free full access",
};

/** SPEC §9's `MMM DD, YYYY`, in UTC. */
export function formatInvoiceDate(date: Date): string {
  return formatDate(date, "en-US", { timeZone: "UTC" });
}

export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** The printed number: the subdomain upper-cased and the number on four digits, `ACME-0007`. */
export function invoiceLabel(subdomain: string, number: number): string {
  return `${subdomain.toUpperCase()}-${String(number).padStart(4, "0")}`;
}

export function describeCharge(charge: Charge): string {
  const plan = PLAN_NAMES[charge.kind];
  const period = `${formatInvoiceDate(charge.periodStart)} – ${formatInvoiceDate(charge.periodEnd)}`;
  return charge.reason === "upgrade"
    ? `Upgrade to the ${plan} plan, prorated for ${period}`
    : `${plan} plan, ${period}`;
}
