import { accountsEndpoints } from "@candor/shared/endpoints/accounts";
import { type ValidationCode, validateFileSize } from "@candor/shared/rules/validation";
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_FIELD,
  AVATAR_MAX_SIZE_MB,
} from "@candor/shared/schemas/accounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api-client";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";

/*
 * The avatar contract lives in shared (schemas/users): the image types (anything else is 415
 * `unsupported_media_type`), the limit in whole megabytes as SPEC §5 counts it (larger is 413
 * `payload_too_large`) and the multipart field's name.
 */

export type AvatarProblem = Extract<ValidationCode, "file_too_large"> | "unsupported_media_type";

/**
 * Checked before uploading, with the rules the server applies: type, then size. The server judges
 * the type by the file's bytes; the browser can only go by the type the file declares.
 */
export function validateAvatarFile(file: {
  type: string;
  size: number;
}): AvatarProblem | undefined {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return "unsupported_media_type";
  }
  return validateFileSize(file, AVATAR_MAX_SIZE_MB) ? "file_too_large" : undefined;
}

/** `PUT /v1/users/current/avatar` (multipart); answers the current user with the new avatar. */
export async function uploadAvatar(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<SessionUser> {
  const body = new FormData();
  body.append(AVATAR_FIELD, file, file.name);
  return readUser(await apiUpload(accountsEndpoints.uploadAvatar, { body, ...options }));
}

/** `DELETE /v1/users/current/avatar`: back to initials. */
export async function removeAvatar(): Promise<SessionUser> {
  return readUser(await api(accountsEndpoints.removeAvatar));
}

/** The upload as a mutation: the session's user is replaced by the answer, then refetched. */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async (user: SessionUser) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
  const uploadMutation = useMutation({
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    }) => uploadAvatar(file, { onProgress, signal }),
    onSuccess,
  });
  const removeMutation = useMutation({ mutationFn: removeAvatar, onSuccess });
  return { upload: uploadMutation, remove: removeMutation };
}
