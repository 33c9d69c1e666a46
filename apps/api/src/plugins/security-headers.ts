import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmetMiddleware from "helmet";

/**
 * Security headers on every answer. The content security policy allows no inline script and
 * no host but our own (DESIGN §8: the embedded default talks to nobody else); inline style
 * attributes stay allowed for component libraries that position popovers with them. The one
 * opening is the optional product analytics (issue 18): its host, and only when configured.
 */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      mediaSrc: ["'self'", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
} as const;

/**
 * helmet's headers that only a document obeys: what it may load, embed or frame, where it
 * sends referrers, its process isolation. A script, a stylesheet or a font obeys none of them;
 * a built asset drops them (static-web.ts), keeping `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, the two a subresource answers to. About 530 of an asset's
 * 950 header bytes, sent for each of a page's ~25 files (issue 15, decision 0062).
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/**
 * The headers with PostHog's origin allowed to serve scripts (its session-replay recorder) and to
 * receive events; exactly SECURITY_HEADERS when it is not configured.
 */
export function securityHeadersFor(posthogHost: string | undefined) {
  if (!posthogHost) return SECURITY_HEADERS;
  const { directives } = SECURITY_HEADERS.contentSecurityPolicy;
  return {
    ...SECURITY_HEADERS,
    contentSecurityPolicy: {
      ...SECURITY_HEADERS.contentSecurityPolicy,
      directives: {
        ...directives,
        scriptSrc: [...directives.scriptSrc, posthogHost],
        connectSrc: [...directives.connectSrc, posthogHost],
      },
    },
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { posthogHost }: { posthogHost?: string }) => {
    // helmet's middleware built once: @fastify/helmet rebuilt it (parsing the policy) on every
    // request, a measurable share of a list's CPU time (issue 15).
    const applyConfigured = helmetMiddleware(securityHeadersFor(posthogHost));
    app.addHook("onRequest", (request, reply, done) => {
      applyConfigured(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
    // No API answer is kept by a browser or a shared cache: tokens (sign-in, sign-up, handoff,
    // activation), codes and every signed-in answer included. Deciding per route would leave the
    // next route to forget; a route that wants caching (signed files) says so itself.
    app.addHook("onSend", async (request, reply) => {
      if (request.url.startsWith("/v1/") && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
    });
  },
);

const applyHeaders = helmetMiddleware(SECURITY_HEADERS);

/**
 * The strict headers on an answer no hook sees (an error page has no use for analytics): Fastify answers a bad URL or an over-long path
 * parameter (`frameworkErrors`) before any route, so before the plugin's hook.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applyHeaders(request, response, () => {});
}
