import { type Locale, PRODUCT_NAME } from "@candor/shared/constants";
import { serverT } from "../../lib/i18n";
import type { InvoiceRow } from "./billing.queries";
import {
  describeCharge,
  formatInvoiceDate,
  formatMoney,
  isPlanKind,
  planName,
} from "./invoice-text";

const BRAND = "#0f6e6a";
const TEXT = "#14201f";
const MUTED = "#52605f";
const RULE = "#dfe4e4";

/**
 * An invoice as a one-page A4 PDF in the reader's language (texts in
 * locales/<lng>/invoices.json), drawn with PDFKit's built-in Helvetica (no font files, no
 * network). Its metadata dates are the invoice's own, so the same invoice renders the same bytes.
 */
export async function renderInvoicePdf(
  invoice: InvoiceRow,
  organization: { subdomain: string },
  locale: Locale,
): Promise<Buffer> {
  // Loaded on first use: PDFKit and its fonts cost start-up time every start (issue 15).
  const { default: PDFDocument } = await import("pdfkit");
  const t = serverT(locale, "invoices");
  const date = (value: Date) => formatInvoiceDate(value, locale);
  // The stored description is English; a plan's charge is described again in the reader's words.
  const description = isPlanKind(invoice.kind)
    ? describeCharge({ ...invoice, kind: invoice.kind }, locale)
    : invoice.description;
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: t("documentTitle", { label: invoice.label }),
      Author: PRODUCT_NAME,
      Subject: description,
      CreationDate: invoice.issuedAt,
      ModDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (cents: number) => formatMoney(cents, invoice.currency, locale);

  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(22).text(PRODUCT_NAME, left, 56);
  doc.fillColor(TEXT).fontSize(18).text(t("title"), left, 56, { width, align: "right" });
  doc.moveDown(2);

  const facts: [string, string][] = [
    [t("number"), invoice.label],
    [t("issuedOn"), date(invoice.issuedAt)],
    [
      t("status"),
      t(
        invoice.status === "paid"
          ? "statuses.paid"
          : invoice.status === "void"
            ? "statuses.void"
            : "statuses.due",
      ),
    ],
  ];
  if (invoice.paidAt) facts.push([t("paidOn"), date(invoice.paidAt)]);
  let y = doc.y;
  for (const [label, value] of facts) {
    doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(label, left, y, { width: 140 });
    doc.fillColor(TEXT).text(value, left + 140, y);
    y += 16;
  }

  y += 16;
  doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED).text(t("billedTo"), left, y);
  doc
    .font("Helvetica")
    .fillColor(TEXT)
    .fontSize(12)
    .text(invoice.billedToName, left, y + 14);
  doc
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${organization.subdomain}`, left, y + 30);

  // The one line and the total.
  y += 70;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED);
  doc.text(t("description"), left, y + 8, { width: width - 120 });
  doc.text(t("amount"), left + width - 120, y + 8, { width: 120, align: "right" });
  y += 28;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  doc.font("Helvetica").fontSize(11).fillColor(TEXT);
  doc.text(description, left, y + 10, { width: width - 140 });
  const lineBottom = doc.y;
  doc.text(money(invoice.amountCents), left + width - 120, y + 10, { width: 120, align: "right" });
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(t("planLine", { plan: planName(invoice.kind, locale) }), left, lineBottom + 4);
  y = Math.max(doc.y, lineBottom) + 16;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(RULE)
    .stroke();
  doc.font("Helvetica-Bold").fontSize(12).fillColor(TEXT);
  doc.text(t("total"), left, y + 10, { width: width - 120 });
  doc.text(money(invoice.amountCents), left + width - 120, y + 10, { width: 120, align: "right" });

  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      t("footnote", {
        start: date(invoice.periodStart),
        end: date(invoice.periodEnd),
        currency: invoice.currency.toUpperCase(),
      }),
      left,
      y + 48,
      { width },
    );

  doc.end();
  return done;
}
