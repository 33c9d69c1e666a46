import { candidateInterviewsEndpoints as endpoints } from "@candor/shared/endpoints/candidate-interviews";
import { interviewsEndpoints } from "@candor/shared/endpoints/interviews";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import type {
  CandidateFeedbackInput,
  MyAnswerAttributes,
  MyCandidateInterviewAttributes,
  MyCandidateInterviewSummaryAttributes,
  MyConsentAttributes,
  MyFeedbackAttributes,
  RecordAnswerInput,
  RecordTextAnswerInput,
} from "@candor/shared/schemas/candidate-interviews";
import type { PublicPrerecordedInterviewAttributes } from "@candor/shared/schemas/interviews";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import {
  type DeserializedList,
  deserialize,
  deserializeList,
  type JsonApiDocument,
  type JsonApiRecord,
} from "../../../lib/jsonapi";

/*
 * The candidate's calls (decision 0009's call map, schemas/candidate-interviews.ts): their own
 * interviews under `/v1/candidate_interviews/mine`, and the two ways in (a personal invitation's
 * token, an interview's public link).
 */

export type MyInterviewSummary = JsonApiRecord<MyCandidateInterviewSummaryAttributes>;
export type MyInterview = JsonApiRecord<MyCandidateInterviewAttributes>;
export type MyQuestion = MyInterview["questions"][number];
export type MyAnswer = JsonApiRecord<MyAnswerAttributes>;
export type MyFeedback = JsonApiRecord<MyFeedbackAttributes>;
export type MyConsent = JsonApiRecord<MyConsentAttributes>;
export type PublicInterview = JsonApiRecord<PublicPrerecordedInterviewAttributes>;

/** Every query of this feature starts with this key. */
export const candidateInterviewsQueryKey = ["candidate-interviews"] as const;

function one<A>(document: JsonApiDocument, what: string): JsonApiRecord<A> {
  const record = deserialize<A>(document);
  if (!record) throw new TypeError(`The response holds no ${what}`);
  return record;
}

/** `GET /v1/candidate_interviews/mine`: the dashboard, newest invitation first. */
export async function listMyInterviews(
  page: number,
): Promise<DeserializedList<MyInterviewSummary>> {
  const document = await api(endpoints.listMyCandidateInterviews, { query: { page } });
  return deserializeList<MyCandidateInterviewSummaryAttributes>(document);
}

export function myInterviewsQueryOptions(page = 1) {
  return queryOptions({
    queryKey: [...candidateInterviewsQueryKey, "list", page],
    queryFn: () => listMyInterviews(page),
  });
}

export function myInterviewQueryKey(id: string) {
  return [...candidateInterviewsQueryKey, "detail", id] as const;
}

/** `GET …/mine/{id}`: conditions after accommodations, the questions once started, the takes. */
export async function getMyInterview(id: string): Promise<MyInterview> {
  return one<MyCandidateInterviewAttributes>(
    await api(endpoints.getMyCandidateInterview, { params: { id } }),
    "candidate interview",
  );
}

export function myInterviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: myInterviewQueryKey(id),
    queryFn: () => getMyInterview(id),
    // The page drives its own state; a prompt video whose signed URL expired asks for a fresh one
    // (useRenewableVideoUrl) without refetching this.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * `POST …/mine/{id}/consent`: the candidate accepts the consent notice in the version this build
 * shows (issue 17); the server refuses any other.
 */
export async function acceptMyConsent(id: string): Promise<MyConsent> {
  return one<MyConsentAttributes>(
    await api(endpoints.acceptMyConsent, {
      params: { id },
      body: { version: CONSENT_NOTICE_VERSION },
    }),
    "consent",
  );
}

/** `POST …/mine/{id}/start`: locks the version and shows the questions' text. */
export async function startMyInterview(id: string): Promise<MyInterview> {
  return one<MyCandidateInterviewAttributes>(
    await api(endpoints.startMyCandidateInterview, { params: { id } }),
    "candidate interview",
  );
}

/** `PUT …/mine/{id}/answers/{questionId}`: attaches a finished upload as the latest take. */
export async function attachAnswer(
  id: string,
  questionId: string,
  input: RecordAnswerInput,
): Promise<MyAnswer> {
  return one<MyAnswerAttributes>(
    await api(endpoints.recordMyAnswer, { params: { id, questionId }, body: input }),
    "answer",
  );
}

/** `PUT …/mine/{id}/text_answers/{questionId}`: a written take (the text-answers accommodation). */
export async function recordTextAnswer(
  id: string,
  questionId: string,
  input: RecordTextAnswerInput,
): Promise<MyAnswer> {
  return one<MyAnswerAttributes>(
    await api(endpoints.recordMyTextAnswer, { params: { id, questionId }, body: input }),
    "answer",
  );
}

/** `POST …/mine/{id}/submit`: 422 `no_recording` while a question has no take. */
export async function submitMyInterview(id: string): Promise<MyInterview> {
  return one<MyCandidateInterviewAttributes>(
    await api(endpoints.submitMyCandidateInterview, { params: { id } }),
    "candidate interview",
  );
}

/** `POST …/mine/{id}/feedback`, once, after submitting. */
export async function sendFeedback(id: string, input: CandidateFeedbackInput): Promise<MyFeedback> {
  return one<MyFeedbackAttributes>(
    await api(endpoints.sendMyFeedback, { params: { id }, body: input }),
    "feedback",
  );
}

/** `GET /v1/prerecorded_interviews/public/{uuid}` (no sign-in): branding, welcome, conditions. */
export async function getPublicInterview(uuid: string): Promise<PublicInterview> {
  return one<PublicPrerecordedInterviewAttributes>(
    await api(interviewsEndpoints.getPublicInterview, { params: { uuid } }),
    "interview",
  );
}

export function publicInterviewQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: [...candidateInterviewsQueryKey, "public", uuid],
    queryFn: () => getPublicInterview(uuid),
  });
}

/**
 * `GET /v1/prerecorded_interviews/invitation/{token}` (no sign-in): the same branded page, found by
 * a personal invitation's token, so the emailed link shows whose interview it is before sign-in.
 */
export async function getInvitedInterview(token: string): Promise<PublicInterview> {
  return one<PublicPrerecordedInterviewAttributes>(
    await api(interviewsEndpoints.getInvitedInterview, { params: { token } }),
    "interview",
  );
}

export function invitedInterviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...candidateInterviewsQueryKey, "invitation", token],
    queryFn: () => getInvitedInterview(token),
  });
}

/** `POST /v1/prerecorded_interviews/public/{uuid}/join`: the candidate's own candidate interview. */
export async function joinPublicInterview(uuid: string): Promise<MyInterviewSummary> {
  return one<MyCandidateInterviewSummaryAttributes>(
    await api(endpoints.joinPublicInterview, { params: { uuid } }),
    "candidate interview",
  );
}

/** `GET /v1/candidates/by_token/{token}`: binds a personal invitation to the signed-in candidate. */
export async function takeInvitation(token: string): Promise<MyInterviewSummary> {
  return one<MyCandidateInterviewSummaryAttributes>(
    await api(endpoints.takeInvitation, { params: { token } }),
    "candidate interview",
  );
}

/** Keeps the recording page's copy in step with what a call answered. */
function useStoreMyInterview() {
  const queryClient = useQueryClient();
  return (interview: MyInterview) => {
    queryClient.setQueryData(myInterviewQueryKey(interview.id), interview);
    void queryClient.invalidateQueries({ queryKey: [...candidateInterviewsQueryKey, "list"] });
  };
}

export function useStartMyInterview(id: string) {
  const store = useStoreMyInterview();
  return useMutation({ mutationFn: () => startMyInterview(id), onSuccess: store });
}

/** Accepts the notice and keeps the recording page's copy in step (its `consent` is set). */
export function useAcceptMyConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptMyConsent(id),
    onSuccess: (consent) => {
      queryClient.setQueryData<MyInterview>(myInterviewQueryKey(id), (interview) =>
        interview
          ? { ...interview, consent: { version: consent.version, acceptedAt: consent.acceptedAt } }
          : interview,
      );
    },
  });
}

/** Sends a written take and puts it on its question in the recording page's copy. */
export function useRecordTextAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, input }: { questionId: string; input: RecordTextAnswerInput }) =>
      recordTextAnswer(id, questionId, input),
    onSuccess: (answer) => {
      const { id: _answerId, type: _type, ...attributes } = answer;
      queryClient.setQueryData<MyInterview>(myInterviewQueryKey(id), (interview) =>
        interview
          ? {
              ...interview,
              questions: interview.questions.map((question) =>
                question.id === answer.questionId ? { ...question, answer: attributes } : question,
              ),
            }
          : interview,
      );
    },
  });
}

export function useSubmitMyInterview(id: string) {
  const store = useStoreMyInterview();
  return useMutation({ mutationFn: () => submitMyInterview(id), onSuccess: store });
}

export function useSendFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CandidateFeedbackInput) => sendFeedback(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateInterviewsQueryKey }),
  });
}
