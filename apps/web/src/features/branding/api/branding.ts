import { brandingEndpoints } from "@candor/shared/endpoints/branding";
import { type ValidationCode, validateFileSize } from "@candor/shared/rules/validation";
import {
  type BrandingAttributes,
  LOGO_CONTENT_TYPES,
  LOGO_FIELD,
  LOGO_MAX_SIZE_MB,
  type UpdateBrandingInput,
} from "@candor/shared/schemas/branding";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api-client";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";

/** The caller's organization's branding (`GET /v1/branding`, admins), camelCased. */
export type Branding = JsonApiRecord<BrandingAttributes>;

export const brandingQueryKey = ["branding"] as const;

function readBranding(document: JsonApiDocument): Branding {
  const branding = deserialize<BrandingAttributes>(document);
  if (!branding) throw new TypeError("The response holds no branding");
  return branding;
}

export async function getBranding(): Promise<Branding> {
  return readBranding(await api(brandingEndpoints.getBranding));
}

/** `PUT /v1/branding`: field errors such as `brand_color: invalid_color`, `website_url: invalid_url`. */
export async function updateBranding(input: UpdateBrandingInput): Promise<Branding> {
  return readBranding(await api(brandingEndpoints.updateBranding, { body: input }));
}

export const brandingQueryOptions = queryOptions({
  queryKey: brandingQueryKey,
  queryFn: getBranding,
});

export type LogoProblem = Extract<ValidationCode, "file_too_large"> | "unsupported_media_type";

/**
 * Checked before uploading, with the server's rules: PNG, JPEG or WebP, then the size in whole
 * megabytes (SPEC §5). The server judges the type by the bytes; the browser goes by the declared
 * type, so an SVG is refused here before it travels.
 */
export function validateLogoFile(file: { type: string; size: number }): LogoProblem | undefined {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return "unsupported_media_type";
  }
  return validateFileSize(file, LOGO_MAX_SIZE_MB) ? "file_too_large" : undefined;
}

export async function uploadLogo(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Branding> {
  const body = new FormData();
  body.append(LOGO_FIELD, file, file.name);
  return readBranding(await apiUpload(brandingEndpoints.uploadLogo, { body, ...options }));
}

export async function removeLogo(): Promise<Branding> {
  return readBranding(await api(brandingEndpoints.removeLogo));
}

/** Saving the profile, uploading and removing the logo: each answer becomes the query's data. */
export function useBrandingMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (branding: Branding) => {
    queryClient.setQueryData(brandingQueryKey, branding);
  };
  return {
    update: useMutation({ mutationFn: updateBranding, onSuccess }),
    upload: useMutation({
      mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) =>
        uploadLogo(file, { signal }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: removeLogo, onSuccess }),
  };
}
