import { interviewsEndpoints } from "@candor/shared/endpoints/interviews";
import type {
  CreatePrerecordedInterviewInput,
  InterviewEventAttributes,
  PrerecordedInterviewAttributes,
  PublicPrerecordedInterviewAttributes,
  UpdatePrerecordedInterviewInput,
} from "@candor/shared/schemas/interviews";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/** A pre-recorded interview with the questions of the version shown, camelCased. */
export type Interview = JsonApiRecord<PrerecordedInterviewAttributes>;
export type InterviewQuestion = Interview["questions"][number];
export type InterviewEvent = JsonApiRecord<InterviewEventAttributes>;
export type PublicInterview = JsonApiRecord<PublicPrerecordedInterviewAttributes>;

/** Every query of this feature starts with this key: invalidate it after any change. */
export const interviewsQueryKey = ["prerecorded-interviews"] as const;

export function interviewQueryKey(id: string) {
  return [...interviewsQueryKey, "detail", id] as const;
}

function readInterview(document: JsonApiDocument): Interview {
  const interview = deserialize<PrerecordedInterviewAttributes>(document);
  if (!interview) throw new TypeError("The response holds no interview");
  return interview;
}

/** `GET /v1/prerecorded_interviews?position_id=`: a position's interviews, newest first. */
export async function listPositionInterviews(positionId: string, page = 1) {
  const document = await api(interviewsEndpoints.listInterviews, {
    query: { position_id: positionId, page, limit: 50 },
  });
  return deserializeList<PrerecordedInterviewAttributes>(document);
}

export function positionInterviewsQueryOptions(positionId: string) {
  return queryOptions({
    queryKey: [...interviewsQueryKey, "by-position", positionId],
    queryFn: () => listPositionInterviews(positionId),
  });
}

/**
 * `GET /v1/prerecorded_interviews/{id}` (`?version=` for an older version's questions); another
 * organization's or an unknown id answers 404 `not_found`.
 */
export async function getInterview(id: string, version?: number): Promise<Interview> {
  return readInterview(
    await api(interviewsEndpoints.getInterview, { params: { id }, query: { version } }),
  );
}

export function interviewQueryOptions(id: string) {
  return queryOptions({ queryKey: interviewQueryKey(id), queryFn: () => getInterview(id) });
}

/** An older version's questions (`?version=n`); the current one is `interviewQueryOptions`. */
export function interviewVersionQueryOptions(id: string, version: number) {
  return queryOptions({
    queryKey: [...interviewQueryKey(id), "version", version],
    queryFn: () => getInterview(id, version),
  });
}

/** `GET /v1/prerecorded_interviews/{id}/events`: the audit trail, newest first, by pages. */
export async function listInterviewEvents(id: string, page: number) {
  const document = await api(interviewsEndpoints.listInterviewEvents, {
    params: { id },
    query: { page, limit: 20 },
  });
  return deserializeList<InterviewEventAttributes>(document);
}

export function interviewEventsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: [...interviewQueryKey(id), "events"],
    queryFn: ({ pageParam }) => listInterviewEvents(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagy?.next ?? undefined,
  });
}

/** `GET /v1/prerecorded_interviews/public/{uuid}`: what a candidate sees first (branding…). */
export async function getPublicInterview(uuid: string): Promise<PublicInterview> {
  const interview = deserialize<PublicPrerecordedInterviewAttributes>(
    await api(interviewsEndpoints.getPublicInterview, { params: { uuid } }),
  );
  if (!interview) throw new TypeError("The response holds no interview");
  return interview;
}

export function publicInterviewQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...interviewsQueryKey, "public", uuid],
    queryFn: () => getPublicInterview(uuid),
  });
}

/** `POST /v1/prerecorded_interviews` (admins, HR managers). */
export async function createInterview(input: CreatePrerecordedInterviewInput): Promise<Interview> {
  return readInterview(await api(interviewsEndpoints.createInterview, { body: input }));
}

/**
 * `PUT /v1/prerecorded_interviews/{id}`: the fields given change; `questions` of a locked version
 * make the next version.
 */
export async function updateInterview(
  id: string,
  input: UpdatePrerecordedInterviewInput,
): Promise<Interview> {
  return readInterview(
    await api(interviewsEndpoints.updateInterview, { params: { id }, body: input }),
  );
}

function useRefreshInterviews() {
  const queryClient = useQueryClient();
  return (saved: Interview) => {
    queryClient.setQueryData(interviewQueryKey(saved.id), saved);
    return queryClient.invalidateQueries({ queryKey: interviewsQueryKey });
  };
}

export function useCreateInterview() {
  const refresh = useRefreshInterviews();
  return useMutation({ mutationFn: createInterview, onSuccess: (saved) => refresh(saved) });
}

export function useUpdateInterview() {
  const refresh = useRefreshInterviews();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdatePrerecordedInterviewInput }) =>
      updateInterview(id, input),
    onSuccess: (saved) => refresh(saved),
  });
}
