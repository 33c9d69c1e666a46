import { uploadsEndpoints } from "@candor/shared/endpoints/uploads";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, use, useEffect, useSyncExternalStore } from "react";
import { Upload } from "tus-js-client";
import { apiUrl } from "../../../lib/api-client";
import { getAuthToken } from "../../../lib/http";
import {
  attachAnswer,
  candidateInterviewsQueryKey,
  type MyInterview,
  myInterviewQueryKey,
} from "../api/candidate-interviews";
import {
  createIndexedDbTakesStore,
  createMemoryTakesStore,
  type PendingTake,
  type PendingTakesStore,
} from "../lib/pending-takes";
import { createTakeUploads, type TakeUploadStatuses, type TakeUploads } from "../lib/take-uploads";
import { createTusTransport } from "../lib/tus-transport";

/**
 * IndexedDB, or memory where the browser refuses it (some private modes): the takes then last as
 * long as the tab, which is still better than losing them at once.
 */
export function createResilientTakesStore(
  primary: PendingTakesStore = createIndexedDbTakesStore(),
  fallback: PendingTakesStore = createMemoryTakesStore(),
): PendingTakesStore {
  let store = primary;
  const withFallback =
    <A extends unknown[], R>(call: (target: PendingTakesStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(store, ...args);
      } catch (error) {
        if (store === fallback) throw error;
        console.warn("IndexedDB unavailable: takes are kept in memory", error);
        store = fallback;
        return call(store, ...args);
      }
    };
  return {
    save: withFallback((target, take: PendingTake) => target.save(take)),
    get: withFallback((target, key: string) => target.get(key)),
    list: withFallback((target, id?: string) => target.list(id)),
    update: withFallback((target, key: string, takeId: string, changes) =>
      target.update(key, takeId, changes),
    ),
    remove: withFallback((target, key: string, takeId?: string) => target.remove(key, takeId)),
  };
}

/** Whole tenths of a second, at least one: the server wants a positive duration. */
function durationForServer(seconds: number): number {
  return Math.max(0.1, Math.round(seconds * 10) / 10);
}

/** The app's upload queue: IndexedDB, tus at `/v1/uploads`, and the recording page's cache. */
export function createAppTakeUploads(queryClient: QueryClient): TakeUploads {
  const uploads = createTakeUploads({
    store: createResilientTakesStore(),
    transport: createTusTransport({
      Upload,
      endpoint: new URL(apiUrl(uploadsEndpoints.createUpload), window.location.origin).toString(),
      getToken: getAuthToken,
    }),
    attach: async (take, uploadId) => {
      const answer = await attachAnswer(take.candidateInterviewId, take.questionId, {
        upload_id: uploadId,
        duration_seconds: durationForServer(take.durationSeconds),
      });
      // The recording page's copy learns the take at once (its final review reads it).
      queryClient.setQueryData<MyInterview>(
        myInterviewQueryKey(take.candidateInterviewId),
        (old) =>
          old
            ? {
                ...old,
                questions: old.questions.map((question) =>
                  question.id === take.questionId ? { ...question, answer } : question,
                ),
              }
            : old,
      );
    },
    onAttached: () => {
      void queryClient.invalidateQueries({ queryKey: [...candidateInterviewsQueryKey, "list"] });
    },
  });
  // Back online: everything that waited for the network goes on from where it stopped.
  window.addEventListener("online", () => void uploads.resumeAll());
  return uploads;
}

const TakeUploadsContext = createContext<TakeUploads | null>(null);

/** Tests give their own queue (memory store, fake transport). */
export function TakeUploadsProvider({
  value,
  children,
}: {
  value: TakeUploads;
  children: ReactNode;
}) {
  return <TakeUploadsContext value={value}>{children}</TakeUploadsContext>;
}

/** One queue per app (per query client): uploads go on while the candidate moves between pages. */
const appQueues = new WeakMap<QueryClient, TakeUploads>();

export function useTakeUploads(): TakeUploads {
  const provided = use(TakeUploadsContext);
  const queryClient = useQueryClient();
  if (provided) return provided;
  let queue = appQueues.get(queryClient);
  if (!queue) {
    queue = createAppTakeUploads(queryClient);
    appQueues.set(queryClient, queue);
  }
  return queue;
}

export function useTakeUploadStatuses(): TakeUploadStatuses {
  const uploads = useTakeUploads();
  return useSyncExternalStore(uploads.subscribe, uploads.getStatuses, uploads.getStatuses);
}

/**
 * On page load: the takes this device still keeps (of one candidate interview, or all) are found
 * and their upload resumed.
 */
export function useResumePendingTakes(candidateInterviewId?: string) {
  const uploads = useTakeUploads();
  useEffect(() => {
    void uploads.resumeAll(candidateInterviewId).catch((error: unknown) => {
      console.warn("Could not read the takes kept on this device", error);
    });
  }, [uploads, candidateInterviewId]);
}
