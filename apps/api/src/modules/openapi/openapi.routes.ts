import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/openapi.json", { schema: { hide: true }, config: { access: "public" } }, async () =>
    app.swagger(),
  );
};
