import { liveInterviewsEndpoints } from "@candor/shared/endpoints/live-interviews";
import type { CandidateLiveInterviewAttributes } from "@candor/shared/schemas/live-interviews";
import { queryOptions } from "@tanstack/react-query";
import { api, apiBlob } from "../../../lib/api-client";
import { deserializeList, type JsonApiRecord } from "../../../lib/jsonapi";

export type CandidateLiveInterview = JsonApiRecord<CandidateLiveInterviewAttributes>;

/** `GET /v1/live_interviews/mine`: the signed-in candidate's, in every organization. */
export const myLiveInterviewsQueryOptions = queryOptions({
  queryKey: ["live-interviews", "mine"],
  queryFn: async () =>
    deserializeList<CandidateLiveInterviewAttributes>(
      await api(liveInterviewsEndpoints.listMyCandidateLiveInterviews),
    ).records,
  // The Join button turns on 10 minutes before: refreshed every minute meanwhile.
  refetchInterval: 60_000,
});

/** Downloads the interview's `.ics` (the request carries the session; a plain link would not). */
export async function downloadLiveInterviewCalendar(id: string) {
  const { blob } = await apiBlob(liveInterviewsEndpoints.downloadMyLiveInterviewCalendar, {
    params: { id },
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = "interview.ics";
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
