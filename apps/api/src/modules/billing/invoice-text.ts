import { DEFAULT_LOCALE, type Locale, PLAN_KINDS, type PlanKind } from "@candor/shared/constants";
import type { Charge } from "@candor/shared/rules/billing";
import { formatDate, formatMoney, serverT } from "../../lib/i18n";

/*
 * The words and numbers of an invoice (texts in locales/<lng>/invoices.json). English is the
 * default: the description stored with an invoice is written in it; the PDF is re-described in
 * the reader's language.
 */

/** SPEC §9's `MMM DD, YYYY` in UTC: "Jan 05, 2030", "05 gen 2030", "05 ene 2030". */
export const formatInvoiceDate = formatDate;

/** "$150.00", "150,00 USD", "150,00 US$": the invoice's own currency, the reader's notation. */
export { formatMoney };

/** The printed number: the subdomain upper-cased and the number on four digits, `ACME-0007`. */
export function invoiceLabel(subdomain: string, number: number): string {
  return `${subdomain.toUpperCase()}-${String(number).padStart(4, "0")}`;
}

export function isPlanKind(kind: string): kind is PlanKind {
  return (PLAN_KINDS as readonly string[]).includes(kind);
}

/** A plan's name as invoices print it; an unknown kind as stored. */
export function planName(kind: string, locale: Locale = DEFAULT_LOCALE): string {
  return isPlanKind(kind) ? serverT(locale, "invoices")(`plans.${kind}`) : kind;
}

export function describeCharge(charge: Charge, locale: Locale = DEFAULT_LOCALE): string {
  const t = serverT(locale, "invoices");
  return t(charge.reason === "upgrade" ? "charges.upgrade" : "charges.period", {
    plan: planName(charge.kind, locale),
    start: formatInvoiceDate(charge.periodStart, locale),
    end: formatInvoiceDate(charge.periodEnd, locale),
  });
}
