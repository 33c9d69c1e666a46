import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createIndexedDbTakesStore,
  createMemoryTakesStore,
  type PendingTake,
  type PendingTakesStore,
  takeKey,
} from "./pending-takes";

/*
 * happy-dom's Blob does not survive IndexedDB's structured clone; Node's does, as the browser's
 * does. Loaded by a name TypeScript does not resolve: the web app has no Node types.
 */
const nodeBuffer: { Blob: typeof Blob } = await import(/* @vite-ignore */ "node:buffer" as string);

function makeTake(overrides: Partial<PendingTake> = {}): PendingTake {
  const candidateInterviewId = overrides.candidateInterviewId ?? "ci-1";
  const questionId = overrides.questionId ?? "q-1";
  return {
    key: takeKey(candidateInterviewId, questionId),
    candidateInterviewId,
    questionId,
    takeId: "take-1",
    blob: new nodeBuffer.Blob(["video bytes"], { type: "video/webm" }),
    contentType: "video/webm;codecs=vp9,opus",
    durationSeconds: 12.5,
    recordedAt: 1_000,
    uploadUrl: null,
    isUploaded: false,
    ...overrides,
  };
}

const stores: [string, () => PendingTakesStore][] = [
  ["IndexedDB", () => createIndexedDbTakesStore()],
  ["memory", () => createMemoryTakesStore()],
];

describe.each(stores)("the %s takes store", (_name, create) => {
  let store: PendingTakesStore;

  beforeEach(() => {
    // A fresh, empty database for every test.
    vi.stubGlobal("indexedDB", new IDBFactory());
    store = create();
  });

  it("keeps a take with its bytes and type until it is removed", async () => {
    await store.save(makeTake());
    const kept = await store.get("ci-1/q-1");
    expect(kept?.takeId).toBe("take-1");
    expect(kept?.contentType).toBe("video/webm;codecs=vp9,opus");
    expect(await kept?.blob.text()).toBe("video bytes");
    await store.remove("ci-1/q-1", "take-1");
    expect(await store.get("ci-1/q-1")).toBeUndefined();
  });

  it("keeps one take per question: a retake replaces the earlier one", async () => {
    await store.save(makeTake());
    await store.save(makeTake({ takeId: "take-2", recordedAt: 2_000 }));
    const takes = await store.list();
    expect(takes.map((take) => take.takeId)).toEqual(["take-2"]);
  });

  it("lists the takes of one candidate interview, oldest first", async () => {
    await store.save(makeTake({ questionId: "q-2", recordedAt: 3_000 }));
    await store.save(makeTake({ questionId: "q-1", recordedAt: 1_000 }));
    await store.save(makeTake({ candidateInterviewId: "ci-2", recordedAt: 2_000 }));
    expect((await store.list("ci-1")).map((take) => take.key)).toEqual(["ci-1/q-1", "ci-1/q-2"]);
    expect((await store.list()).map((take) => take.key)).toEqual([
      "ci-1/q-1",
      "ci-2/q-1",
      "ci-1/q-2",
    ]);
  });

  it("records the upload URL and the end of the upload on the same take only", async () => {
    await store.save(makeTake());
    expect(await store.update("ci-1/q-1", "take-1", { uploadUrl: "/v1/uploads/u1" })).toBe(true);
    expect(await store.update("ci-1/q-1", "take-1", { isUploaded: true })).toBe(true);
    expect(await store.get("ci-1/q-1")).toMatchObject({
      uploadUrl: "/v1/uploads/u1",
      isUploaded: true,
    });
    // A stale upload of a replaced take changes nothing.
    await store.save(makeTake({ takeId: "take-2" }));
    expect(await store.update("ci-1/q-1", "take-1", { isUploaded: true })).toBe(false);
    expect(await store.get("ci-1/q-1")).toMatchObject({ takeId: "take-2", isUploaded: false });
    expect(await store.update("ci-1/q-9", "take-1", { isUploaded: true })).toBe(false);
  });

  it("does not remove a retake when the earlier take's attachment is confirmed", async () => {
    await store.save(makeTake({ takeId: "take-2" }));
    await store.remove("ci-1/q-1", "take-1");
    expect((await store.get("ci-1/q-1"))?.takeId).toBe("take-2");
    await store.remove("ci-1/q-1");
    expect(await store.get("ci-1/q-1")).toBeUndefined();
  });
});

describe("createIndexedDbTakesStore", () => {
  it("keeps the takes across a reload of the page (a new store on the same database)", async () => {
    vi.stubGlobal("indexedDB", new IDBFactory());
    await createIndexedDbTakesStore().save(makeTake({ uploadUrl: "/v1/uploads/u1" }));
    const reopened = createIndexedDbTakesStore();
    expect(await reopened.get("ci-1/q-1")).toMatchObject({ uploadUrl: "/v1/uploads/u1" });
  });

  it("fails plainly where the browser has no IndexedDB", async () => {
    vi.stubGlobal("indexedDB", undefined);
    await expect(createIndexedDbTakesStore().list()).rejects.toThrow("IndexedDB is not available");
  });
});
