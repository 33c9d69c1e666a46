import type { Locale, PlanKind } from "@candor/shared/constants";
import { PLAN_MAX_ACTIVE_POSITIONS } from "@candor/shared/constants";
import { monthlyPriceCents } from "@candor/shared/rules/billing";
import { formatDate, formatMoney, serverT, type Translate, toLocale } from "../../lib/i18n";
import type { MailAttachment, MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import type { BillingOrganization, InvoiceRow } from "./billing.queries";
import type { BillingRecipient } from "./billing-contact.queries";
import { describeCharge, isPlanKind, planName } from "./invoice-text";

/*
 * The billing emails (texts in locales/<lng>/emails.json, `billing`), each in its recipient's
 * language and Candor's layout, with a link to the organization's Plans page.
 */

type Links = { plans: string };
type Paragraphs = (t: Translate<"emails">, locale: Locale) => string[];

function billingEmail(
  to: BillingRecipient,
  organization: BillingOrganization,
  links: Links,
  content: {
    subject: (t: Translate<"emails">, locale: Locale) => string;
    heading: (t: Translate<"emails">, locale: Locale) => string;
    paragraphs: Paragraphs;
    attachments?: MailAttachment[];
  },
): MailMessage {
  const locale = toLocale(to.locale);
  const t = serverT(locale, "emails");
  const body = renderEmail({
    locale,
    heading: content.heading(t, locale),
    paragraphs: [t("common.helloAnonymous"), ...content.paragraphs(t, locale)],
    action: { label: t("billing.action"), url: links.plans },
    actionHint: t("common.hint"),
    footer: t("billing.footer", { organization: organization.name }),
  });
  return {
    to: to.email,
    subject: content.subject(t, locale),
    ...body,
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}

/** Three days before a trial ends: what happens then (the plan starts, or free if canceled). */
export function trialEndingEmail(
  to: BillingRecipient,
  organization: BillingOrganization,
  links: Links,
  trial: { kind: PlanKind; endsAt: Date; isCanceled: boolean; currency: string },
): MailMessage {
  return billingEmail(to, organization, links, {
    subject: (t) => t("billing.trialEnding.subject"),
    heading: (t, locale) =>
      t("billing.trialEnding.heading", { date: formatDate(trial.endsAt, locale) }),
    paragraphs: (t, locale) => {
      const values = {
        organization: organization.name,
        plan: planName(trial.kind, locale),
        date: formatDate(trial.endsAt, locale),
        price: formatMoney(monthlyPriceCents(trial.kind) ?? 0, trial.currency, locale),
      };
      return [
        t("billing.trialEnding.intro", values),
        t(
          trial.isCanceled ? "billing.trialEnding.canceled" : "billing.trialEnding.continues",
          values,
        ),
        t("billing.trialEnding.choose"),
      ];
    },
  });
}

/** A paid invoice's receipt, with the invoice's PDF in the recipient's language attached. */
export function receiptEmail(
  to: BillingRecipient,
  organization: BillingOrganization,
  links: Links,
  invoice: InvoiceRow,
  pdf: Buffer,
): MailMessage {
  return billingEmail(to, organization, links, {
    subject: (t) => t("billing.receipt.subject", { label: invoice.label }),
    heading: (t) => t("billing.receipt.heading"),
    paragraphs: (t, locale) => [
      t("billing.receipt.paid", {
        amount: formatMoney(invoice.amountCents, invoice.currency, locale),
        organization: organization.name,
        date: formatDate(invoice.paidAt ?? invoice.issuedAt, locale),
      }),
      t("billing.receipt.line", {
        description: isPlanKind(invoice.kind)
          ? describeCharge({ ...invoice, kind: invoice.kind }, locale)
          : invoice.description,
        label: invoice.label,
      }),
      t("billing.receipt.attached"),
    ],
    attachments: [
      {
        filename: `invoice-${invoice.label}.pdf`,
        contentType: "application/pdf",
        contentBase64: pdf.toString("base64"),
      },
    ],
  });
}

/** A failed payment (past_due) or an unpaid plan, and how to fix it. */
export function paymentProblemEmail(
  to: BillingRecipient,
  organization: BillingOrganization,
  links: Links,
  problem: { kind: PlanKind; status: "past_due" | "unpaid" },
): MailMessage {
  return billingEmail(to, organization, links, {
    subject: (t) => t("billing.paymentProblem.subject", { organization: organization.name }),
    heading: (t) => t("billing.paymentProblem.heading"),
    paragraphs: (t, locale) => [
      t(`billing.paymentProblem.${problem.status}`, {
        organization: organization.name,
        plan: planName(problem.kind, locale),
      }),
      t("billing.paymentProblem.fix"),
    ],
  });
}

/** A scheduled downgrade or cancellation that has just taken effect at the period's end. */
export function planChangeEmail(
  to: BillingRecipient,
  organization: BillingOrganization,
  links: Links,
  change: { previousKind: PlanKind; kind: PlanKind; reason: "downgrade" | "cancel"; at: Date },
): MailMessage {
  return billingEmail(to, organization, links, {
    subject: (t, locale) =>
      t("billing.planChange.subject", { plan: planName(change.kind, locale) }),
    heading: (t, locale) =>
      t("billing.planChange.heading", { plan: planName(change.kind, locale) }),
    paragraphs: (t, locale) => {
      const values = {
        organization: organization.name,
        plan: planName(change.kind, locale),
        previous: planName(change.previousKind, locale),
        date: formatDate(change.at, locale),
      };
      const max = PLAN_MAX_ACTIVE_POSITIONS[change.kind];
      return [
        t(
          change.reason === "cancel"
            ? "billing.planChange.canceled"
            : "billing.planChange.downgrade",
          values,
        ),
        max === null
          ? t("billing.planChange.unlimited", values)
          : t("billing.planChange.limit", { ...values, max }),
        t("billing.planChange.again"),
      ];
    },
  });
}
