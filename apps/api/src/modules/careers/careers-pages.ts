import fs from "node:fs";
import nodePath from "node:path";
import { LOCALES } from "@candor/shared/constants";
import { path } from "@candor/shared/routes";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { serverT, toLocale } from "../../lib/i18n";
import type { CareersService } from "./careers.service";
import { careersSitemap, jobPosting, plainText, withPageHead } from "./careers-seo";

/**
 * The organization's subdomain a request came to (`demo` of `demo.candor.example`), or null on
 * the product's own domain, an IP address or any other host.
 */
export function subdomainOf(hostname: string, appDomain: string): string | null {
  const host = hostname.toLowerCase().replace(/:\d+$/, "");
  const suffix = `.${appDomain.toLowerCase()}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label) ? label : null;
}

/** The first of the visitor's languages the server writes in; English otherwise. */
function localeOf(request: FastifyRequest) {
  const header = String(request.headers["accept-language"] ?? "");
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && (LOCALES as readonly string[]).includes(tag)) return toLocale(tag);
  }
  return toLocale(undefined);
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === "not_found";

/**
 * `/careers` and `/careers/{position}` on an organization's subdomain answer the web app's
 * index.html with the page's own title, description and JobPosting blocks, so search engines
 * that read no JavaScript still index the positions; `/careers/sitemap.xml` (and `/sitemap.xml`
 * on the subdomain) lists them. Anything unknown gets the plain app with 404, whose router shows
 * its not-found page.
 */
export async function careersPages(
  app: FastifyInstance,
  options: { careers: CareersService; webDistDir: string; appDomain: string },
) {
  const indexPath = nodePath.join(options.webDistDir, "index.html");
  if (!fs.existsSync(indexPath)) return;
  const indexHtml = fs.readFileSync(indexPath, "utf8");
  const { careers, appDomain } = options;

  // Pages, not calls of the API: left out of the OpenAPI document.
  const hidden = { schema: { hide: true } };
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(html);

  app.get("/careers", hidden, async (request, reply) => {
    const subdomain = subdomainOf(request.hostname, appDomain);
    if (!subdomain) return sendPage(reply, indexHtml, 404);
    try {
      const page = await careers.page(subdomain);
      const t = serverT(localeOf(request), "emails");
      const values = { organization: page.organization.name };
      const origin = originOf(request);
      return sendPage(
        reply,
        withPageHead(indexHtml, {
          title: t("careers.page.title", values),
          description: page.organization.description
            ? plainText(page.organization.description)
            : t("careers.page.description", values),
          canonicalUrl: `${origin}${path("Careers")}`,
          jobPostings: page.positions.map((position) =>
            jobPosting(
              page.organization,
              position,
              `${origin}${path("CareersPosition", { position: position.id })}`,
            ),
          ),
        }),
      );
    } catch (error) {
      if (isNotFound(error)) return sendPage(reply, indexHtml, 404);
      throw error;
    }
  });

  const sitemap = async (request: FastifyRequest, reply: FastifyReply) => {
    const subdomain = subdomainOf(request.hostname, appDomain);
    if (!subdomain) return reply.callNotFound();
    try {
      const page = await careers.page(subdomain);
      const origin = originOf(request);
      const newest = page.positions[0]?.opened_at ?? null;
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "no-cache")
        .send(
          careersSitemap([
            { url: `${origin}${path("Careers")}`, lastModified: newest },
            ...page.positions.map((position) => ({
              url: `${origin}${path("CareersPosition", { position: position.id })}`,
              lastModified: position.opened_at,
            })),
          ]),
        );
    } catch (error) {
      if (isNotFound(error)) return reply.callNotFound();
      throw error;
    }
  };
  app.get("/careers/sitemap.xml", hidden, sitemap);
  app.get("/sitemap.xml", hidden, sitemap);

  app.get<{ Params: { position: string } }>(
    "/careers/:position",
    hidden,
    async (request, reply) => {
      const subdomain = subdomainOf(request.hostname, appDomain);
      if (!subdomain) return sendPage(reply, indexHtml, 404);
      try {
        const { organization, position } = await careers.position(
          subdomain,
          request.params.position,
        );
        const t = serverT(localeOf(request), "emails");
        const url = `${originOf(request)}${path("CareersPosition", { position: position.id })}`;
        return sendPage(
          reply,
          withPageHead(indexHtml, {
            title: t("careers.page.positionTitle", {
              organization: organization.name,
              position: position.title,
            }),
            description:
              plainText(position.description) ||
              t("careers.page.description", { organization: organization.name }),
            canonicalUrl: url,
            jobPostings: [jobPosting(organization, position, url)],
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return sendPage(reply, indexHtml, 404);
        throw error;
      }
    },
  );
}
