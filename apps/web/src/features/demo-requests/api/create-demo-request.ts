import { demoRequestsEndpoints } from "@candor/shared/endpoints/demo-requests";
import type {
  DemoRequestAttributesSchema,
  DemoRequestInput,
} from "@candor/shared/schemas/demo-requests";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { deserialize, type JsonApiRecord } from "../../../lib/jsonapi";

export type DemoRequest = JsonApiRecord<z.infer<typeof DemoRequestAttributesSchema>>;

/**
 * `POST /v1/demo_requests` (public): stored, confirmed by email to the requester (in `locale`) and
 * sent to sales. Field errors on the fields sent; 429 `too_many_requests` past the hourly limits.
 */
export async function createDemoRequest(input: DemoRequestInput): Promise<DemoRequest> {
  const document = await api(demoRequestsEndpoints.createDemoRequest, { body: input });
  const request = deserialize<z.infer<typeof DemoRequestAttributesSchema>>(document);
  if (!request) throw new TypeError("The response holds no demo request");
  return request;
}

export function useCreateDemoRequest() {
  return useMutation({ mutationFn: createDemoRequest });
}
