import type {
  DemoRequestAttributesSchema,
  DemoRequestInput,
} from "@candor/shared/schemas/demo-requests";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { http } from "../../../lib/http";
import { deserialize, type JsonApiDocument, type JsonApiRecord } from "../../../lib/jsonapi";

export type DemoRequest = JsonApiRecord<z.infer<typeof DemoRequestAttributesSchema>>;

/**
 * `POST /v1/demo_requests` (public): stored, confirmed by email to the requester (in `locale`) and
 * sent to sales. Field errors on the fields sent; 429 `too_many_requests` past the hourly limits.
 */
export async function createDemoRequest(input: DemoRequestInput): Promise<DemoRequest> {
  const document = await http.post<JsonApiDocument>("/demo_requests", input);
  const request = deserialize<z.infer<typeof DemoRequestAttributesSchema>>(document);
  if (!request) throw new TypeError("The response holds no demo request");
  return request;
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
