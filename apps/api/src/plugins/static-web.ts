import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sendNotFound } from "./error-handler";
import { DOCUMENT_ONLY_HEADERS } from "./security-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year (without the headers only a document
 * obeys), everything else revalidated, each in the encoding the browser accepts (brotli, gzip,
 * none), and `index.html` for every other page path so the single-page app's router decides (its
 * own not-found page included). `/v1` paths never fall back to the page.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const indexPath = path.join(options.root, "index.html");
  const hasWebBuild = fs.existsSync(indexPath);
  if (!hasWebBuild) {
    app.log.warn({ root: options.root }, "web app not built: only the API is served");
  } else {
    await app.register(fastifyStatic, {
      root: options.root,
      // One `/*` route that looks the file up per request, not a route for each of the build's
      // ~900 files (and their .br/.gz copies) registered at every start (issue 15's cold start).
      // A path with no file falls to the not-found handler below, as an unregistered one did.
      wildcard: true,
      // Every file of the build has an extension; a path without one is a page of the app, for
      // the not-found handler's index.html (a directory such as `/` or `/assets` included).
      allowedPath: (pathname) => path.extname(pathname) !== "",
      index: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` copies of each text asset (vite.config.ts): the one the
      // browser accepts is sent as is, so no request pays for compression.
      preCompressed: true,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.startsWith(path.join(options.root, "assets") + path.sep);
        res.setHeader("cache-control", isHashedAsset ? IMMUTABLE : "no-cache");
        if (isHashedAsset) {
          // `res` is the reply's ServerResponse (@fastify/static passes `reply.raw`), on which
          // helmet's hook set those headers; its declared type names only a few of its methods.
          const response = res as unknown as ServerResponse;
          for (const name of DOCUMENT_ONLY_HEADERS) response.removeHeader(name);
        }
        res.setHeader("vary", "accept-encoding");
      },
    });
  }
  const indexHtml = hasWebBuild ? fs.readFileSync(indexPath) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/v1/") &&
      pathname !== "/v1" &&
      !path.extname(pathname);
    if (!isPage || !indexHtml) return sendNotFound(request, reply);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  });
});
