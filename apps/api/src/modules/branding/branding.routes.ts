import { brandingEndpoints as endpoints } from "@candor/shared/endpoints/branding";
import { validateFileSize } from "@candor/shared/rules/validation";
import { LOGO_FIELD, LOGO_MAX_SIZE_MB } from "@candor/shared/schemas/branding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { document } from "../../lib/jsonapi";
import { useMultipartBody } from "../../lib/multipart-body";
import { memberScope } from "../../plugins/auth";
import type { BrandingRow } from "./branding.queries";
import { serializeBranding } from "./branding.serializer";
import type { BrandingService } from "./branding.service";
import { prepareLogo } from "./logo-image";

const MB = 1024 * 1024;
// SPEC §5 counts whole megabytes, rounded down: the largest size that passes is just under
// (limit + 1) MB. Anything longer is cut off by the parser and refused.
const LOGO_MAX_BYTES = (LOGO_MAX_SIZE_MB + 1) * MB - 1;

const tooLarge = () =>
  new AppError("payload_too_large", { fields: { [LOGO_FIELD]: ["too_large"] } });

/** `GET|PUT /branding` and the logo's `PUT|DELETE /branding/logo` (admins, SPEC §6). */
export const brandingRoutes: FastifyPluginAsyncZod<{ branding: BrandingService }> = async (
  app,
  { branding },
) => {
  const answer = async (row: BrandingRow) =>
    document(
      serializeBranding(row, {
        logoUrl: await branding.fileUrl(row.logoKey),
        welcomeVideoUrl: await branding.fileUrl(row.welcomeVideoKey),
        welcomeCaptionsUrl: row.welcomeVideoKey
          ? await branding.fileUrl(row.welcomeVideoCaptionsKey)
          : null,
      }),
    );

  route(app, endpoints.getBranding, async (request) =>
    answer(await branding.current(memberScope(request))),
  );

  route(app, endpoints.updateBranding, async (request) =>
    answer(await branding.update(memberScope(request), request.body)),
  );

  route(app, endpoints.removeLogo, async (request) =>
    answer(await branding.removeLogo(memberScope(request))),
  );

  // Only the logo's body is multipart (read into memory, at most ~3 MB): a scope of its own.
  await app.register(async (upload) => {
    await useMultipartBody(upload, { maxFileBytes: LOGO_MAX_BYTES, tooLarge });
    route(upload, endpoints.uploadLogo, async (request) => {
      const scope = memberScope(request);
      // The parser hands a Buffer, which the shared schema knows as a Uint8Array: a view, no copy.
      const field = request.body[LOGO_FIELD];
      const bytes = Buffer.from(field.buffer, field.byteOffset, field.byteLength);
      if (validateFileSize(bytes.length, LOGO_MAX_SIZE_MB)) throw tooLarge();
      return answer(await branding.replaceLogo(scope, await prepareLogo(bytes)));
    });
  });
};
