import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmetMiddleware from "helmet";

/**
 * Security headers on every answer. The content security policy allows no inline script and
 * no host but our own (DESIGN §8: the embedded default talks to nobody else); inline style
 * attributes stay allowed for component libraries that position popovers with them.
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, SECURITY_HEADERS);
  // No API answer is kept by a browser or a shared cache: tokens (sign-in, sign-up, handoff,
  // activation), codes and every signed-in answer included. Deciding per route would leave the
  // next route to forget; a route that wants caching (signed files) says so itself.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/v1/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
});

const applyHeaders = helmetMiddleware(SECURITY_HEADERS);

/**
 * The same headers on an answer no hook sees: Fastify answers a bad URL or an over-long path
 * parameter (`frameworkErrors`) before any route, so before the plugin's hook.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  applyHeaders(request, response, () => {});
}
