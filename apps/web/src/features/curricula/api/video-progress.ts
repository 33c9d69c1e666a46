import type { curriculaEndpoints } from "@candor/shared/endpoints/curricula";
import { curriculaPaths } from "@candor/shared/endpoints/curricula.paths";
import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { currentUserQueryKey, readUser, type SessionUser } from "../../../lib/auth/session-api";
import { issuedCertificateId } from "../../../lib/training/training-award";
import { trainingQueryKey } from "../../../lib/training/training-keys";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const curriculaCalls = callsOf<typeof curriculaEndpoints>()(curriculaPaths);

/** `PUT /v1/curriculum_videos/{videoId}/log`: where the user's playback is (seconds). */
export async function logVideoPosition(videoId: string, position: number): Promise<void> {
  await api(curriculaCalls.logCurriculumVideo, {
    params: { videoId },
    body: { position: Math.max(0, Math.round(position * 10) / 10) },
  });
}

export type WatchedMark = {
  user: SessionUser;
  /** The certificate this mark issued (the video finished the curriculum), else null. */
  certificateId: string | null;
};

/**
 * `PUT /v1/curriculum_videos/{videoId}/watched` `{watched: "true"}`: answers the updated user, and
 * in `meta` the certificate the mark issued, if it finished the curriculum.
 */
export async function markVideoWatched(videoId: string): Promise<WatchedMark> {
  const document = await api(curriculaCalls.markCurriculumVideoWatched, {
    params: { videoId },
    body: { watched: "true" },
  });
  return { user: readUser(document), certificateId: issuedCertificateId(document) };
}

export type UseMarkVideoWatchedOptions = {
  /** The mark finished the curriculum and the server issued its certificate. */
  onCertificateIssued?: (certificateId: string) => void;
};

/**
 * The watched mark of SPEC §4, §7: on success the current user is reloaded (the points in the top
 * bar rise at once); a failure is silent; either way the curriculum is refreshed (with every
 * training query: the landing's cards show the progress too).
 */
export function useMarkVideoWatched({ onCertificateIssued }: UseMarkVideoWatchedOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVideoWatched,
    onSuccess: async ({ user, certificateId }) => {
      if (certificateId) onCertificateIssued?.(certificateId);
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    onError: (error) => console.debug("The watched mark failed", error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
