import { accountsEndpoints as endpoints } from "@candor/shared/endpoints/accounts";
import { validateFileSize } from "@candor/shared/rules/validation";
import { AVATAR_FIELD, AVATAR_MAX_SIZE_MB } from "@candor/shared/schemas/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { route } from "../../lib/endpoint-route";
import { detectImageType } from "../../lib/image-type";
import { document } from "../../lib/jsonapi";
import { useMultipartBody } from "../../lib/multipart-body";
import { requireAuth } from "../../plugins/auth";
import type { AccountsService } from "./accounts.service";
import type { AvatarService } from "./avatar.service";

const MB = 1024 * 1024;
// SPEC §5 counts whole megabytes, rounded down: the largest size that passes is just under
// (limit + 1) MB. Anything longer is cut off by the parser and refused.
const AVATAR_MAX_BYTES = (AVATAR_MAX_SIZE_MB + 1) * MB - 1;

const tooLarge = () =>
  new AppError("payload_too_large", { fields: { [AVATAR_FIELD]: ["too_large"] } });

/**
 * `PUT` and `DELETE /users/current/avatar`. In a scope of their own: only here is a request body
 * multipart (read into memory, at most ~6 MB), and only here do its errors need translating.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{
  accounts: Pick<AccountsService, "currentAccount">;
  avatars: AvatarService;
}> = async (app, { accounts, avatars }) => {
  await useMultipartBody(app, { maxFileBytes: AVATAR_MAX_BYTES, tooLarge });

  route(app, endpoints.uploadAvatar, async (request) => {
    const { user } = requireAuth(request);
    // The parser hands a Buffer, which the shared schema knows as a Uint8Array: a view, no copy.
    const field = request.body[AVATAR_FIELD];
    const bytes = Buffer.from(field.buffer, field.byteOffset, field.byteLength);
    if (validateFileSize(bytes.length, AVATAR_MAX_SIZE_MB)) throw tooLarge();
    // The bytes decide, not the file name or the declared type.
    const type = detectImageType(bytes);
    if (!type) {
      throw new AppError("unsupported_media_type", { fields: { [AVATAR_FIELD]: ["invalid"] } });
    }
    await avatars.replace(user.id, { ...type, bytes });
    return document(await accounts.currentAccount(user.id));
  });

  route(app, endpoints.removeAvatar, async (request) => {
    const { user } = requireAuth(request);
    await avatars.remove(user.id);
    return document(await accounts.currentAccount(user.id));
  });
};
