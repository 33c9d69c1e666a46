import { careersEndpoints as endpoints } from "@candor/shared/endpoints/careers";
import { RESUME_FIELD } from "@candor/shared/schemas/candidate-profile";
import {
  type CareersOrganization as CareersOrganizationAttributes,
  type CareersPosition as CareersPositionAttributes,
  HONEYPOT_FIELD,
} from "@candor/shared/schemas/careers";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api-client";
import { type Camelized, camelizeKeys } from "../../../lib/case";

/*
 * The careers page's calls (issue 14): the organization's public positions, one of them, and
 * applying as the signed-in candidate.
 */

export type CareersOrganization = Camelized<CareersOrganizationAttributes>;
export type CareersPosition = Camelized<CareersPositionAttributes>;
export type CareersPage = { organization: CareersOrganization; positions: CareersPosition[] };
export type CareersPositionPage = { organization: CareersOrganization; position: CareersPosition };

export const careersQueryKey = ["careers"] as const;

/** `GET /v1/careers/{subdomain}` (public). */
export function careersPageQueryOptions(subdomain: string) {
  return queryOptions({
    queryKey: [...careersQueryKey, subdomain],
    queryFn: async (): Promise<CareersPage> =>
      camelizeKeys(
        (await api(endpoints.getCareersPage, { params: { subdomain } })).data.attributes,
      ),
  });
}

/** `GET /v1/careers/{subdomain}/positions/{id}` (public). */
export function careersPositionQueryOptions(subdomain: string, id: string) {
  return queryOptions({
    queryKey: [...careersQueryKey, subdomain, "position", id],
    queryFn: async (): Promise<CareersPositionPage> =>
      camelizeKeys(
        (await api(endpoints.getCareersPosition, { params: { subdomain, id } })).data.attributes,
      ),
  });
}

export type ApplicationInput = {
  firstName: string;
  lastName: string;
  resume: File | null;
  /** What a robot filled in the field people never see. */
  honeypot: string;
};

/** `POST …/applications`: answers the public interview to go on to, or null. */
export function useApplyToPosition(subdomain: string, positionId: string) {
  return useMutation({
    mutationFn: async (input: ApplicationInput) => {
      const body = new FormData();
      body.append("first_name", input.firstName);
      body.append("last_name", input.lastName);
      if (input.honeypot) body.append(HONEYPOT_FIELD, input.honeypot);
      if (input.resume) {
        body.append("file_name", input.resume.name);
        body.append(RESUME_FIELD, input.resume, input.resume.name);
      }
      const document = await apiUpload(endpoints.applyToCareersPosition, {
        params: { subdomain, id: positionId },
        body,
      });
      return { publicInterviewUuid: document.data.attributes.public_interview_uuid };
    },
  });
}
