import type { CareersOrganization, CareersPosition } from "@candor/shared/schemas/careers";
import { escapeHtml } from "../../lib/mail/render-email";

/*
 * What search engines read of the careers pages (issue 14): the page's title and description in
 * the single-page app's HTML, a schema.org `JobPosting` block per position, and a sitemap. Pure
 * functions of the careers documents; careers-pages.ts serves them.
 */

const EMPLOYMENT_TYPES: Record<NonNullable<CareersPosition["employment_type"]>, string> = {
  full_time: "FULL_TIME",
  part_time: "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
  temporary: "TEMPORARY",
};

const DESCRIPTION_MAX_LENGTH = 160;

/** Text of sanitized HTML, whitespace collapsed, cut at a word near `max` characters. */
export function plainText(html: string, max = DESCRIPTION_MAX_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

/**
 * JSON safe inside `<script>`: no `<`, `>` or `&` (so no `</script>` or `<!--` can close or
 * confuse the block), nor the line separators old parsers choke on.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** schema.org JobPosting (what Google for Jobs reads) of one position. */
export function jobPosting(
  organization: CareersOrganization,
  position: CareersPosition,
  url: string,
): Record<string, unknown> {
  const isRemote = position.location_type === "remote";
  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: position.title,
    description: position.description || position.title,
    identifier: { "@type": "PropertyValue", name: organization.name, value: position.id },
    ...(position.opened_at ? { datePosted: position.opened_at.slice(0, 10) } : {}),
    ...(position.employment_type
      ? { employmentType: EMPLOYMENT_TYPES[position.employment_type] }
      : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      ...(organization.website_url ? { sameAs: organization.website_url } : {}),
    },
    ...(isRemote ? { jobLocationType: "TELECOMMUTE" } : {}),
    ...(position.location
      ? {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: position.location },
          },
        }
      : {}),
    ...(position.department ? { occupationalCategory: position.department } : {}),
    directApply: true,
    url,
  };
}

export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  jobPostings: Record<string, unknown>[];
};

/**
 * The app's index.html with this page's head: its title and description replace the app's,
 * a canonical link and the JobPosting blocks go before `</head>`. Every value is escaped.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const extra = [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    ...head.jobPostings.map(
      (posting) => `<script type="application/ld+json">${scriptSafeJson(posting)}</script>`,
    ),
  ].join("\n    ");
  let html = indexHtml;
  html = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace("</head>", () => `${title}\n</head>`);
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace("</head>", () => `${description}\n</head>`);
  return html.includes("</head>")
    ? html.replace("</head>", () => `    ${extra}\n  </head>`)
    : `${extra}\n${html}`;
}

function escapeXml(value: string): string {
  return escapeHtml(value).replace(/&#39;/g, "&apos;");
}

/** The sitemap of an organization's careers pages. */
export function careersSitemap(entries: { url: string; lastModified: string | null }[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : ""
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
