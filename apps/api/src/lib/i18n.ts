import { DEFAULT_LOCALE, LOCALES, type Locale, PRODUCT_NAME } from "@candor/shared/constants";
import { formatDate as formatLocalDate } from "@candor/shared/format";
import i18next from "i18next";
import enCertificates from "../locales/en/certificates.json";
import enEmails from "../locales/en/emails.json";
import enInvoices from "../locales/en/invoices.json";
import esCertificates from "../locales/es/certificates.json";
import esEmails from "../locales/es/emails.json";
import esInvoices from "../locales/es/invoices.json";
import itCertificates from "../locales/it/certificates.json";
import itEmails from "../locales/it/emails.json";
import itInvoices from "../locales/it/invoices.json";

/*
 * Everything the server writes for people to read (emails, invoices, certificates) comes from
 * src/locales/<lng>/<namespace>.json. The JSON is imported, so esbuild bundles it into the
 * server's build (dist/) and the built server reads no locale files at run time.
 */
export const serverResources = {
  en: { emails: enEmails, invoices: enInvoices, certificates: enCertificates },
  it: { emails: itEmails, invoices: itInvoices, certificates: itCertificates },
  es: { emails: esEmails, invoices: esInvoices, certificates: esCertificates },
} satisfies Record<Locale, unknown>;

export type ServerNamespace = keyof (typeof serverResources)["en"];

const i18n = i18next.createInstance();
void i18n.init({
  resources: serverResources,
  supportedLngs: LOCALES,
  fallbackLng: DEFAULT_LOCALE,
  ns: Object.keys(serverResources.en),
  defaultNS: false,
  // Resources are in memory: initialised synchronously, usable as soon as this module loads.
  initAsync: false,
  interpolation: {
    // Texts are plain strings used in subjects, plain-text bodies and PDFs; renderEmail escapes
    // each whole string (values included) where it goes into HTML. Escaping here would print
    // `&amp;` in subjects and show it twice-escaped in the HTML.
    escapeValue: false,
    defaultVariables: { product: PRODUCT_NAME },
  },
});

/** A stored or requested language as one the server writes in; English for anything else. */
export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
}

/** Every key of a namespace, as dot paths of the English file: a typo fails the typecheck. */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type ServerKey<N extends ServerNamespace> = Leaves<(typeof serverResources)["en"][N]>;

export type Translate<N extends ServerNamespace> = (
  key: ServerKey<N>,
  values?: Record<string, string | number>,
) => string;

/** The texts of one namespace in one language: `t("accounts.reset.subject")`. */
export function serverT<N extends ServerNamespace>(locale: Locale, namespace: N): Translate<N> {
  const t = i18n.getFixedT(locale, namespace);
  return (key, values) => t(key, values ?? {}) as string;
}

/** SPEC §9's `MMM DD, YYYY` in the reader's language ("Jan 05, 2030", "05 gen 2030"), in UTC. */
export function formatDate(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return formatLocalDate(date, locale, { timeZone: "UTC" });
}

/** An amount in cents in the reader's language, in its own currency: "$150.00", "150,00 USD". */
export function formatMoney(
  amountCents: number,
  currency: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}
