import {
  CONSENT_NOTICE_VERSION,
  DEFAULT_RECORDINGS_RETENTION_DAYS,
} from "@candor/shared/rules/candidate-trust";
import type {
  MyCandidateInterviewAttributes,
  MyCandidateInterviewSummaryAttributes,
  MyQuestion,
} from "@candor/shared/schemas/candidate-interviews";
import { vi } from "vitest";
import type { RecordingEnvironment } from "../hooks/recording-environment";
import { createMemoryTakesStore, type PendingTake } from "../lib/pending-takes";
import type { MediaRecorderLike } from "../lib/take-recorder";
import { createTakeUploads } from "../lib/take-uploads";
import type { UploadTransport } from "../lib/tus-transport";

/** The dashboard's row of one interview, as the API sends it (snake_case). */
export function summaryAttributes(
  overrides: Partial<MyCandidateInterviewSummaryAttributes> = {},
): MyCandidateInterviewSummaryAttributes {
  return {
    title: "Support engineer interview",
    position_title: "Support engineer",
    organization: { id: "org-1", name: "Acme", brand_color: "#5b21b6", logo_url: null },
    status: "invited",
    deadline: "2030-03-05T12:00:00.000Z",
    is_past_deadline: false,
    questions_count: 2,
    answered_count: 0,
    invited_at: "2030-01-01T00:00:00.000Z",
    started_at: null,
    completed_at: null,
    feedback_given: false,
    ...overrides,
  };
}

export function listDocument(
  rows: { id: string; attributes: MyCandidateInterviewSummaryAttributes }[],
  pagy: Partial<Record<string, number | null>> = {},
) {
  return {
    data: rows.map(({ id, attributes }) => ({ id, type: "candidate_interview", attributes })),
    meta: {
      pagy: {
        page: 1,
        limit: 20,
        count: rows.length,
        pages: 1,
        prev: null,
        next: null,
        from: 1,
        to: rows.length,
        ...pagy,
      },
    },
  };
}

export function question(overrides: Partial<MyQuestion> = {}): MyQuestion {
  return {
    id: "q-1",
    position: 0,
    text: "Tell us about a customer you helped.",
    video: null,
    think_time_seconds: 30,
    answer_time_seconds: 120,
    retakes_allowed: 1,
    answer: null,
    ...overrides,
  };
}

export function answer(overrides: Partial<NonNullable<MyQuestion["answer"]>> = {}) {
  return {
    question_id: "q-1",
    takes_used: 1,
    takes_remaining: 1,
    duration_seconds: 42,
    size_bytes: 1000,
    video: { url: "/v1/files/signed/answer.webm", content_type: "video/webm" },
    text: null,
    recorded_at: "2030-01-02T00:00:00.000Z",
    ...overrides,
  };
}

/** `GET /v1/candidate_interviews/mine/{id}`'s document. */
export function interviewDocument(
  overrides: Partial<MyCandidateInterviewAttributes> = {},
  id = "ci-1",
) {
  const attributes: MyCandidateInterviewAttributes = {
    ...summaryAttributes(),
    welcome_message: "<p>Welcome to Acme!</p>",
    welcome_video: null,
    accommodations: { time_multiplier: 1, extra_retakes: 0, text_answers: false },
    version: null,
    questions: [
      question({ text: null }),
      question({ id: "q-2", position: 1, text: null, answer_time_seconds: 60 }),
    ],
    feedback: null,
    // Accepted by default: the notice's own tests set `consent: null`.
    consent: { version: CONSENT_NOTICE_VERSION, accepted_at: "2030-01-01T00:00:00.000Z" },
    privacy_policy_url: "https://acme.example/privacy",
    recordings_retention_days: DEFAULT_RECORDINGS_RETENTION_DAYS,
    ...overrides,
  };
  return { data: { id, type: "candidate_interview", attributes } };
}

/** An upload queue on a memory store whose transport and attachment the test controls. */
export function fakeTakeUploads(
  initial: PendingTake[] = [],
  { isStalled = false }: { isStalled?: boolean } = {},
) {
  const store = createMemoryTakesStore(initial);
  const sent: PendingTake[] = [];
  const transport: UploadTransport = (take, { onUploadUrl }) => {
    sent.push(take);
    const url = `http://localhost/v1/uploads/${take.takeId}`;
    onUploadUrl(url);
    // A stalled upload never finishes (a slow line): the page must wait for it.
    const done = isStalled
      ? new Promise<{ uploadUrl: string }>(() => {})
      : Promise.resolve({ uploadUrl: url });
    return { done, abort: () => {} };
  };
  const attach = vi.fn(async () => {});
  const uploads = createTakeUploads({ store, transport, attach, isOnline: () => true });
  return { uploads, store, sent, attach };
}

/** A MediaRecorder that hands out one chunk when stopped. */
export class FakeMediaRecorder implements MediaRecorderLike {
  static isTypeSupported = (type: string) => type === "video/webm;codecs=vp8,opus";
  state: "inactive" | "recording" | "paused" = "inactive";
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
    this.mimeType = options?.mimeType ?? "video/webm";
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["fake video"], { type: this.mimeType }) });
    queueMicrotask(() => this.onstop?.());
  }
}

/** happy-dom's MediaStream (a <video> takes nothing else as its srcObject), with no tracks. */
export function fakeStream(): MediaStream {
  const stream = new MediaStream();
  // happy-dom's has no getTracks.
  if (typeof stream.getTracks !== "function") {
    Object.assign(stream, { getTracks: () => [], getAudioTracks: () => [] });
  }
  return stream;
}

/** The browser APIs, faked: a camera that opens (or fails with `error`) and a recorder. */
export function fakeEnvironment({ error }: { error?: unknown } = {}): RecordingEnvironment {
  return {
    mediaDevices: {
      getUserMedia: vi.fn(async () => {
        if (error) throw error;
        return fakeStream();
      }),
    },
    MediaRecorder: FakeMediaRecorder,
    AudioContext: null,
    createObjectUrl: () => "blob:take",
    revokeObjectUrl: () => {},
    now: () => Date.now(),
  };
}
