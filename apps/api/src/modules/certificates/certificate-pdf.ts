import { type Locale, PRODUCT_NAME } from "@candor/shared/constants";
import type { CertificateType } from "@candor/shared/rules/training";
import { formatDate, serverT } from "../../lib/i18n";

const BRAND = "#0f6e6a";
const TEXT = "#14201f";
const MUTED = "#52605f";
const RULE = "#dfe4e4";

export type CertificatePdfContent = {
  holderName: string;
  title: string;
  type: CertificateType;
  issuedAt: Date;
  verificationCode: string;
  verifyUrl: string;
  locale: Locale;
};

/**
 * A certificate as a one-page landscape A4 PDF in its holder's language (texts in
 * locales/<lng>/certificates.json, the date as SPEC §9's `MMM DD, YYYY` in UTC), drawn with PDFKit's built-in Helvetica (no font
 * files, no network): the holder's name, the course, the date, the verification code and the
 * public page that checks it. Metadata dates are the issue date, so one certificate always
 * renders the same bytes.
 */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  // Loaded on first use: PDFKit and its fonts cost start-up time every start (issue 15).
  const { default: PDFDocument } = await import("pdfkit");
  const t = serverT(content.locale, "certificates");
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: {
      Title: t("documentTitle", { title: content.title }),
      Author: PRODUCT_NAME,
      Subject: `${content.holderName} — ${content.title}`,
      CreationDate: content.issuedAt,
      ModDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const { width, height } = doc.page;
  const left = doc.page.margins.left;
  const inner = width - left - doc.page.margins.right;

  // A double frame in the brand colour.
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(RULE)
    .rect(34, 34, width - 68, height - 68)
    .stroke();

  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(20).text(PRODUCT_NAME, left, 70, {
    width: inner,
    align: "center",
  });
  doc
    .fillColor(MUTED)
    .font("Helvetica")
    .fontSize(11)
    .text(t(`types.${content.type}`).toLocaleUpperCase(content.locale), {
      width: inner,
      align: "center",
      characterSpacing: 2,
    });
  doc.moveDown(1.6);
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(32).text(t("heading"), {
    width: inner,
    align: "center",
  });
  doc.moveDown(1.2);
  doc.fillColor(MUTED).font("Helvetica").fontSize(13).text(t("certifies"), {
    width: inner,
    align: "center",
  });
  doc.moveDown(0.6);
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(28).text(content.holderName, {
    width: inner,
    align: "center",
  });
  doc.moveDown(0.6);
  doc.fillColor(MUTED).font("Helvetica").fontSize(13).text(t("completed"), {
    width: inner,
    align: "center",
  });
  doc.moveDown(0.6);
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(22).text(content.title, {
    width: inner,
    align: "center",
  });

  const footerY = height - 150;
  doc
    .moveTo(left + 40, footerY)
    .lineTo(width - left - 40, footerY)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  const column = (inner - 80) / 2;
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  doc.text(t("issuedOn"), left + 40, footerY + 14, { width: column });
  doc.text(t("verificationCode"), left + 40 + column, footerY + 14, {
    width: column,
    align: "right",
  });
  doc.font("Helvetica-Bold").fontSize(13).fillColor(TEXT);
  doc.text(formatDate(content.issuedAt, content.locale), left + 40, footerY + 30, {
    width: column,
  });
  doc.text(content.verificationCode, left + 40 + column, footerY + 30, {
    width: column,
    align: "right",
  });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t("check", { url: content.verifyUrl }), left, footerY + 62, {
      width: inner,
      align: "center",
      link: content.verifyUrl,
    });

  doc.end();
  return done;
}
