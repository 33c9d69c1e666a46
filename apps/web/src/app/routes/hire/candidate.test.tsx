import { routes } from "@candor/shared/routes";
import type { CandidateProfileInterviewAttributes } from "@candor/shared/schemas/candidate-profile";
import type { CandidateAttributes } from "@candor/shared/schemas/candidates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  errorResponse,
  fieldErrorResponse,
  type StubHandler,
  stubApi,
} from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderRoute } from "../../../test/render-route";
import CandidatePage from "./candidate";

const admin = makeSessionUser();
const ID = "c-1";

const STAGES = [
  { key: "applied", name: "Applied", position: 0 },
  { key: "offer", name: "Offer", position: 1 },
  { key: "hired", name: "Hired", position: 2 },
];
const PAGY = { page: 1, limit: 20, count: 0, pages: 1, prev: null, next: null, from: 0, to: 0 };
const AT = "2026-03-01T10:00:00.000Z";

const candidate = {
  id: ID,
  type: "candidate",
  attributes: {
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.test",
    phone: "+44 20 7946 0000",
    location: null,
    links: ["https://ada.example.test"],
    tags: ["math"],
    source: "manual",
    positions: [
      {
        id: "cp-1",
        candidate_id: ID,
        position_id: "p-1",
        position_title: "Backend Engineer",
        stage: "applied",
        stage_name: "Applied",
        stage_changed_at: AT,
        created_at: AT,
        updated_at: AT,
      },
    ],
    latest_activity_at: AT,
    average_score: null,
    created_at: AT,
    updated_at: AT,
  } satisfies CandidateAttributes,
};

function interview(id: string, overrides: Partial<CandidateProfileInterviewAttributes>) {
  return {
    id,
    type: "candidate_interview",
    attributes: {
      interview: { id: "i-1", title: "Screening" },
      position: { id: "p-1", title: "Backend Engineer" },
      status: "reviewed",
      decision: null,
      effective_deadline: null,
      accommodations: { time_multiplier: 1, extra_retakes: 0 },
      invited_at: AT,
      completed_at: AT,
      reviews_count: 1,
      my_review: "none",
      others_visible: false,
      criteria: [
        { id: "cr-1", name: "Communication", description: "", rating_scale: 5, position: 0 },
      ],
      average: null,
      ...overrides,
    } satisfies CandidateProfileInterviewAttributes,
  };
}

const note = {
  id: "n-1",
  type: "candidate_note",
  attributes: {
    candidate_id: ID,
    description: "<p>Strong on algorithms</p>",
    author: { id: admin.id, first_name: "Sam", last_name: "Admin", email: "sam@example.test" },
    created_at: AT,
    updated_at: AT,
  },
};

const event = {
  id: "1",
  type: "candidate_event",
  attributes: {
    kind: "stage_changed",
    payload: { position_title: "Backend Engineer", from: "applied", to: "offer" },
    actor: null,
    at: AT,
  },
};

function stubProfile(more: Record<string, StubHandler> = {}) {
  return stubApi({
    [`GET /v1/candidates/${ID}`]: () => Response.json({ data: candidate }),
    "GET /v1/pipeline_stages": () => Response.json({ data: STAGES }),
    [`GET /v1/candidates/${ID}/resume`]: () => Response.json({ data: null }),
    [`GET /v1/candidates/${ID}/interviews`]: () =>
      Response.json({
        data: [
          interview("ci-1", {}),
          interview("ci-2", {
            interview: { id: "i-2", title: "Second round" },
            my_review: "submitted",
            others_visible: true,
            accommodations: { time_multiplier: 1.5, extra_retakes: 1 },
            average: {
              overall: 4.5,
              reviews_count: 2,
              by_criterion: [{ criterion_id: "cr-1", average: 4.5, count: 2 }],
            },
          }),
        ],
      }),
    [`GET /v1/candidates/${ID}/notes`]: () => Response.json({ data: [note] }),
    [`GET /v1/candidates/${ID}/events`]: () =>
      Response.json({ data: [event], meta: { pagy: { ...PAGY, count: 1, to: 1, from: 1 } } }),
    "GET /v1/positions": () => Response.json({ data: [], meta: { pagy: PAGY } }),
    ...more,
  });
}

function renderPage() {
  return renderRoute(CandidatePage, {
    pattern: routes.Candidate,
    route: `/hire/candidates/${ID}`,
    user: admin,
  });
}

describe("the candidate profile", () => {
  it("shows the candidate's details, positions, interviews by the blind rule, notes and timeline", async () => {
    stubProfile();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeTruthy();
    expect(screen.getByText("+44 20 7946 0000")).toBeTruthy();
    expect(screen.getByRole("link", { name: "https://ada.example.test" })).toBeTruthy();
    expect(
      (screen.getByRole("combobox", { name: "Stage in Backend Engineer" }) as HTMLSelectElement)
        .value,
    ).toBe("applied");
    // Not reviewed by the caller: the scores stay hidden; reviewed: the average and per criterion.
    expect(
      await screen.findByText("1 review submitted. Submit your own review to see the scores."),
    ).toBeTruthy();
    expect(screen.getByText("Average 4.5 from 2 reviews")).toBeTruthy();
    expect(screen.getByText("Communication: 4.5")).toBeTruthy();
    expect(screen.getByText("Accommodations: time ×1.5, 1 extra retake")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review Screening" }).getAttribute("href")).toBe(
      "/hire/candidate-interviews/ci-1/review",
    );
    expect(await screen.findByText("Strong on algorithms")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit" })).toBeTruthy();
    expect(await screen.findByText("Moved from Applied to Offer in Backend Engineer")).toBeTruthy();
    expect(await screen.findByText("No résumé yet.")).toBeTruthy();
  });

  it("says a missing candidate (or another organization's) is not found", async () => {
    stubProfile({ [`GET /v1/candidates/${ID}`]: () => errorResponse("not_found", 404) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Candidate not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to candidates" })).toBeTruthy();
  });

  it("offers to try again when the candidate fails to load", async () => {
    let fails = true;
    stubProfile({
      [`GET /v1/candidates/${ID}`]: () =>
        fails ? errorResponse("internal", 500) : Response.json({ data: candidate }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole("heading", { name: "The candidate couldn't be loaded." }),
    ).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeTruthy();
  });

  it("edits the details in place and says on the field when the email is taken", async () => {
    const { calls } = stubProfile({
      [`PUT /v1/candidates/${ID}`]: () => fieldErrorResponse({ email: ["taken"] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit details" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.clear(email);
    await user.type(email, "grace@example.test");
    // A link that is not a web address is said on the field before anything is sent.
    const links = screen.getByRole("textbox", { name: "Links" });
    await user.type(links, "{Enter}not a link");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Please enter a valid URL.")).toBeTruthy();
    expect(calls(`PUT /v1/candidates/${ID}`)).toHaveLength(0);
    await user.clear(links);
    await user.type(links, "https://ada.example.test");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(
      await screen.findByText("Another candidate in your organization has this email."),
    ).toBeTruthy();
    expect(calls(`PUT /v1/candidates/${ID}`)[0]).toMatchObject({
      email: "grace@example.test",
      links: ["https://ada.example.test"],
      tags: ["math"],
    });
  });

  it("moves the candidate to another stage of a position", async () => {
    const { calls } = stubProfile({
      "PUT /v1/candidate_positions/cp-1": () =>
        Response.json({
          data: {
            id: "cp-1",
            type: "candidate_position",
            attributes: candidate.attributes.positions[0],
          },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const stage = await screen.findByRole("combobox", { name: "Stage in Backend Engineer" });
    await user.selectOptions(stage, "Offer");
    await waitFor(() =>
      expect(calls("PUT /v1/candidate_positions/cp-1")).toEqual([{ stage: "offer" }]),
    );
  });

  it("deletes after a confirmation naming what goes, then goes back to the list", async () => {
    const { calls } = stubProfile({
      [`DELETE /v1/candidates/${ID}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText("Strong on algorithms");
    await user.click(screen.getByRole("button", { name: "Delete candidate" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("2 interviews with their recordings, 1 note");
    await user.click(within(dialog).getByRole("button", { name: "Delete candidate" }));
    expect(await screen.findByText("Elsewhere")).toBeTruthy();
    expect(calls(`DELETE /v1/candidates/${ID}`)).toHaveLength(1);
  });

  it("shows the résumé with its preview, refuses a file that isn't a PDF, and removes it", async () => {
    let hasResume = true;
    const { calls } = stubProfile({
      [`GET /v1/candidates/${ID}/resume`]: () =>
        Response.json({
          data: hasResume
            ? {
                id: ID,
                type: "candidate_resume",
                attributes: {
                  candidate_id: ID,
                  file_name: "ada-cv.pdf",
                  size_bytes: 20_480,
                  content_type: "application/pdf",
                  url: "/v1/files/resumes/o/c/r.pdf?expires=1&signature=s",
                  uploaded_at: AT,
                },
              }
            : null,
        }),
      [`DELETE /v1/candidates/${ID}/resume`]: () => {
        hasResume = false;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderPage();
    const link = await screen.findByRole("link", { name: "ada-cv.pdf" });
    expect(link.getAttribute("href")).toContain("/v1/files/resumes/");
    expect(screen.getByTitle("Preview of ada-cv.pdf").getAttribute("src")).toBe(
      link.getAttribute("href"),
    );
    expect(screen.getByText("Uploaded Mar 01, 2026, 20 KB")).toBeTruthy();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await user.upload(input, new File(["hello"], "cv.txt", { type: "text/plain" }));
    expect(
      await screen.findByText("This file isn't a PDF. Upload the résumé as a PDF."),
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Remove résumé" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove résumé" }));
    expect(await screen.findByText("No résumé yet.")).toBeTruthy();
    expect(calls(`DELETE /v1/candidates/${ID}/resume`)).toHaveLength(1);
  });
});
