import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/*
 * Takes kept on the candidate's device until the server confirms them (issue 6: nothing recorded
 * is lost). A take is saved here before its upload starts; its tus upload URL is recorded as soon
 * as the server made one, so a closed tab resumes from the server's offset; it is removed only
 * once the server attached it to its answer. One take per question: a retake replaces it.
 */

export type PendingTake = {
  /** `takeKey(candidateInterviewId, questionId)`. */
  key: string;
  candidateInterviewId: string;
  questionId: string;
  /** Tells one take of a question from the next (a retake replaces the record). */
  takeId: string;
  blob: Blob;
  contentType: string;
  durationSeconds: number;
  /** Epoch milliseconds. */
  recordedAt: number;
  /** The tus upload's URL once the server created it; null before. */
  uploadUrl: string | null;
  /** Every byte is on the server: what is left is attaching it. */
  isUploaded: boolean;
};

export type PendingTakesStore = {
  /** Saves a take, replacing the question's earlier one. */
  save(take: PendingTake): Promise<void>;
  get(key: string): Promise<PendingTake | undefined>;
  /** Every take kept, or those of one candidate interview, oldest first. */
  list(candidateInterviewId?: string): Promise<PendingTake[]>;
  /**
   * Changes a take if it is still the one saved for its question (`takeId`); answers whether it
   * was. A retake saved meanwhile is left alone.
   */
  update(
    key: string,
    takeId: string,
    changes: Partial<Pick<PendingTake, "uploadUrl" | "isUploaded">>,
  ): Promise<boolean>;
  /** Removes the take if it is still `takeId` (or whatever is there without one). */
  remove(key: string, takeId?: string): Promise<void>;
};

export function takeKey(candidateInterviewId: string, questionId: string): string {
  return `${candidateInterviewId}/${questionId}`;
}

const DB_NAME = "candor-recordings";
const STORE = "pending-takes";

type RecordingsDb = DBSchema & {
  [STORE]: {
    key: string;
    value: PendingTake;
    indexes: { "by-candidate-interview": string };
  };
};

function byRecordedAt(a: PendingTake, b: PendingTake): number {
  return a.recordedAt - b.recordedAt;
}

/** The store in the browser's IndexedDB (blobs included: Chromium, Firefox and Safari keep them). */
export function createIndexedDbTakesStore(): PendingTakesStore {
  let database: Promise<IDBPDatabase<RecordingsDb>> | null = null;
  const db = () => {
    if (typeof indexedDB === "undefined") {
      return Promise.reject(new Error("IndexedDB is not available"));
    }
    if (!database) {
      database = openDB<RecordingsDb>(DB_NAME, 1, {
        upgrade(upgrading) {
          const store = upgrading.createObjectStore(STORE, { keyPath: "key" });
          store.createIndex("by-candidate-interview", "candidateInterviewId");
        },
      });
      // A failed open (private mode, storage blocked) is tried again next time.
      database.catch(() => {
        database = null;
      });
    }
    return database;
  };

  return {
    async save(take) {
      await (await db()).put(STORE, take);
    },
    async get(key) {
      return (await db()).get(STORE, key);
    },
    async list(candidateInterviewId) {
      const handle = await db();
      const takes =
        candidateInterviewId === undefined
          ? await handle.getAll(STORE)
          : await handle.getAllFromIndex(STORE, "by-candidate-interview", candidateInterviewId);
      return takes.sort(byRecordedAt);
    },
    async update(key, takeId, changes) {
      const transaction = (await db()).transaction(STORE, "readwrite");
      const current = await transaction.store.get(key);
      const isSame = current?.takeId === takeId;
      if (current && isSame) await transaction.store.put({ ...current, ...changes });
      await transaction.done;
      return isSame;
    },
    async remove(key, takeId) {
      const transaction = (await db()).transaction(STORE, "readwrite");
      const current = await transaction.store.get(key);
      if (current && (takeId === undefined || current.takeId === takeId)) {
        await transaction.store.delete(key);
      }
      await transaction.done;
    },
  };
}

/**
 * The same store in memory: for a browser that refuses IndexedDB (the takes then last as long as
 * the tab) and for tests of the pages.
 */
export function createMemoryTakesStore(initial: PendingTake[] = []): PendingTakesStore {
  const takes = new Map(initial.map((take) => [take.key, take]));
  return {
    async save(take) {
      takes.set(take.key, take);
    },
    async get(key) {
      return takes.get(key);
    },
    async list(candidateInterviewId) {
      return [...takes.values()]
        .filter(
          (take) =>
            candidateInterviewId === undefined ||
            take.candidateInterviewId === candidateInterviewId,
        )
        .sort(byRecordedAt);
    },
    async update(key, takeId, changes) {
      const current = takes.get(key);
      if (!current || current.takeId !== takeId) return false;
      takes.set(key, { ...current, ...changes });
      return true;
    },
    async remove(key, takeId) {
      const current = takes.get(key);
      if (current && (takeId === undefined || current.takeId === takeId)) takes.delete(key);
    },
  };
}
