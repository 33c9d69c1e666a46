import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";
import { http } from "../../../lib/http";
import type { JsonApiDocument } from "../../../lib/jsonapi";
import { trainingQueryKey } from "./training-keys";

/** `PUT /v1/curriculum_videos/{videoId}/log`: where the user's playback is (seconds). */
export async function logVideoPosition(videoId: string, position: number): Promise<void> {
  await http.put(`/curriculum_videos/${encodeURIComponent(videoId)}/log`, {
    position: Math.max(0, Math.round(position * 10) / 10),
  });
}

/** `PUT /v1/curriculum_videos/{videoId}/watched` `{watched: "true"}`: answers the updated user. */
export async function markVideoWatched(videoId: string): Promise<SessionUser> {
  return readUser(
    await http.put<JsonApiDocument>(`/curriculum_videos/${encodeURIComponent(videoId)}/watched`, {
      watched: "true",
    }),
  );
}

/**
 * The watched mark of SPEC §4, §7: on success the current user is reloaded (the points in the top
 * bar rise at once); a failure is silent; either way the curriculum is refreshed (with every
 * training query: the landing's cards show the progress too).
 */
export function useMarkVideoWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVideoWatched,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => console.debug("The watched mark failed", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
