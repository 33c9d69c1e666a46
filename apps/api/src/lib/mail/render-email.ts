import { type Locale, PRODUCT_NAME } from "@candor/shared/constants";

/** What an email says; its texts come from locales/<lng>/emails.json (see lib/i18n.ts). */
export type EmailContent = {
  locale: Locale;
  heading: string;
  /** Plain-text paragraphs; every one is escaped, so no markup gets through. */
  paragraphs: string[];
  /** One call to action, rendered as a button and as the bare link under it. */
  action?: { label: string; url: string };
  /** Shown small under the link, e.g. "If the button does not work, paste this link…". */
  actionHint?: string;
  footer: string;
  /**
   * An organization's own name and colour (candidate emails); the product's otherwise.
   * `logoCid`: the Content-ID of the logo the caller attaches inline; the logo then stands in for
   * the name at the top, with the name as its `alt`. A `cid:` image travels with the message, so
   * it never expires nor asks the reader's client to fetch a remote image.
   */
  brand?: { name: string; color: string; logoCid?: string };
};

export type RenderedEmail = { html: string; text: string };

const PALETTE = {
  brand: "#0f6e6a",
  page: "#f7f8f8",
  surface: "#ffffff",
  border: "#dfe4e4",
  text: "#14201f",
  muted: "#52605f",
};
const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Only absolute http(s) links go into an email: never `javascript:` or a relative path. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`renderEmail: refusing a ${parsed.protocol} link`);
  }
  return parsed.toString();
}

/** A colour goes into a style attribute, so only `#rgb` / `#rrggbb` is accepted. */
function safeColor(color: string | undefined): string {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : PALETTE.brand;
}

/**
 * One email layout for every message: inline styles only (mail clients drop <style> and never
 * load our fonts or remote images; an organization's logo is a `cid:` part of the message), a single-column table for old clients, real text for screen readers
 * (`role="presentation"` on layout tables, `lang` on the document), and a plain-text twin.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const brandName = content.brand?.name ?? PRODUCT_NAME;
  const brandColor = safeColor(content.brand?.color);
  const url = content.action ? safeUrl(content.action.url) : undefined;
  const e = escapeHtml;
  const logoCid = content.brand?.logoCid;
  // Height fixed, width free: a wide logo stays legible and a square one does not tower.
  const masthead = logoCid
    ? `<img src="cid:${e(logoCid)}" alt="${e(brandName)}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0;outline:none;text-decoration:none;">`
    : e(brandName);

  const paragraphs = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${PALETTE.text};">${e(paragraph)}</p>`,
    )
    .join("\n");

  const action =
    content.action && url
      ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background:${brandColor};">
<a href="${e(url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${e(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${PALETTE.muted};word-break:break-all;">${content.actionHint ? `${e(content.actionHint)}<br>` : ""}<a href="${e(url)}" style="color:${brandColor};">${e(url)}</a></p>`
      : "";

  const html = `<!doctype html>
<html lang="${e(content.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${PALETTE.page};font-family:${FONT_STACK};">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${PALETTE.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:${PALETTE.surface};border:1px solid ${PALETTE.border};border-radius:8px;">
<tr><td style="padding:24px 32px 0;font-size:18px;font-weight:700;color:${brandColor};">${masthead}</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${PALETTE.text};">${e(content.heading)}</h1>
${paragraphs}
${action}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${PALETTE.border};font-size:13px;line-height:1.5;color:${PALETTE.muted};">${e(content.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    content.heading,
    ...content.paragraphs,
    // The hint is about a button that plain text does not have, so only the link is kept.
    ...(content.action && url ? [`${content.action.label}:\n${url}`] : []),
    `-- \n${content.footer}`,
  ].join("\n\n");

  return { html, text: `${text}\n` };
}
