import { routes } from "@candor/shared/routes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import {
  candidateInterviewResource,
  candidateInterviewsPage,
  interviewQuestion,
  interviewResource,
  listDocument,
} from "../../../test/interviews-factories";
import { renderRoute } from "../../../test/render-route";
import PreRecordedInterviewPage from "./pre-recorded-interview";

const admin = makeSessionUser();
const interview = interviewResource("i-1", {
  title: "First round",
  current_version: 2,
  version: { number: 2, is_current: true, locked_at: null, created_at: "2026-03-01T10:00:00.000Z" },
  candidates_count: 5,
});
const counts = { invited: 2, started: 1, completed: 1, reviewed: 0, advanced: 1, rejected: 0 };
const invitedGrace = candidateInterviewResource("ci-1", { email: "grace@example.com" });
const completedAlan = candidateInterviewResource("ci-2", {
  email: "alan@example.com",
  first_name: "Alan",
  last_name: "Turing",
  status: "completed",
  version: 2,
  time_multiplier: 1.5,
});

function stubPage(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /v1/prerecorded_interviews/i-1": ({ url }) =>
      Response.json({
        data:
          url.searchParams.get("version") === "1"
            ? interviewResource("i-1", {
                ...interview.attributes,
                version: {
                  number: 1,
                  is_current: false,
                  locked_at: "2026-03-02T10:00:00.000Z",
                  created_at: "2026-03-01T10:00:00.000Z",
                },
                questions: [interviewQuestion("q-old", 0, { text: "The first wording" })],
              })
            : interview,
      }),
    "GET /v1/prerecorded_interviews/i-1/candidate_interviews": ({ url }) => {
      const status = url.searchParams.get("status");
      if (status === "completed") return candidateInterviewsPage([completedAlan], counts);
      if (status === "rejected") return candidateInterviewsPage([], counts);
      return candidateInterviewsPage([invitedGrace, completedAlan], counts);
    },
    "GET /v1/prerecorded_interviews/i-1/events": () =>
      listDocument([
        {
          id: "e-1",
          type: "prerecorded_interview_event",
          attributes: {
            action: "candidates_invited",
            actor: { id: "1", first_name: "Ada", last_name: "Lovelace", email: "ada@acme.test" },
            details: { emails: ["grace@example.com"], count: 1 },
            created_at: "2026-03-02T10:00:00.000Z",
          },
        },
      ]),
    ...extra,
  });
}

function renderPage() {
  return renderRoute(PreRecordedInterviewPage, {
    pattern: routes.PreRecordedInterview,
    route: "/hire/positions/p-1/pre-recorded-interviews/i-1",
    user: admin,
  });
}

describe("an interview's page", () => {
  it("shows the interview, its public link and the candidates by status", async () => {
    const api = stubPage();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "First round" })).toBeTruthy();
    expect(screen.getByText("Version 2")).toBeTruthy();
    expect((screen.getByLabelText("Public link") as HTMLInputElement).value).toBe(
      `${window.location.origin}/interview/0b8e7c36-2a55-4a7e-9b8e-3f3c2f3f6a10`,
    );
    expect(screen.getByRole("link", { name: "Edit interview" }).getAttribute("href")).toBe(
      "/hire/positions/p-1/pre-recorded-interviews/build-pre-recorded-interview?interview=i-1",
    );

    // Tabs carry meta.count_by_status, "All" their sum.
    const tabs = within(screen.getByRole("group", { name: "Show candidates by status" }));
    expect((await tabs.findByRole("button", { name: "All 5" })).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(tabs.getByRole("button", { name: "Invited 2" })).toBeTruthy();
    expect(tabs.getByRole("button", { name: "Advanced 1" })).toBeTruthy();
    expect(screen.getByText("grace@example.com")).toBeTruthy();
    expect(screen.getByText("Extra time ×1.5")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review Alan Turing" }).getAttribute("href")).toBe(
      "/hire/candidate-interviews/ci-2/review",
    );

    await user.click(tabs.getByRole("button", { name: "Completed 1" }));
    await waitFor(() => expect(screen.queryByText("grace@example.com")).toBeNull());
    expect(screen.getByText("Alan Turing")).toBeTruthy();
    const statuses = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname.endsWith("/candidate_interviews"))
      .map((url) => url.searchParams.get("status"));
    expect(statuses).toEqual([null, "completed"]);

    await user.click(tabs.getByRole("button", { name: "Rejected 0" }));
    expect(await screen.findByText("No candidates are Rejected")).toBeTruthy();

    // The audit trail says who did what.
    expect(screen.getByText("Invited 1 candidate: grace@example.com")).toBeTruthy();

    // An older version's questions, for the candidates who answer it.
    expect(screen.getByText("Question text q-1")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Show"), "1");
    expect(await screen.findByText("The first wording")).toBeTruthy();
    expect(screen.getByText("Locked: candidates have started this version.")).toBeTruthy();
    expect(screen.queryByText("Question text q-1")).toBeNull();
  });

  it("asks for a scorecard instead of offering invitations while there is none", async () => {
    stubPage({
      "GET /v1/prerecorded_interviews/i-1": () =>
        Response.json({
          data: interviewResource("i-1", { ...interview.attributes, effective_scorecard_id: null }),
        }),
    });
    renderPage();
    expect(await screen.findByText(/Choose a scorecard before inviting candidates/)).toBeTruthy();
    expect(screen.queryByLabelText("Email addresses")).toBeNull();
    expect(screen.getByRole("link", { name: "Choose a scorecard" }).getAttribute("href")).toBe(
      "/hire/positions/p-1/pre-recorded-interviews/build-pre-recorded-interview?interview=i-1",
    );
  });

  it("invites several candidates and shows each address's result", async () => {
    const api = stubPage({
      "POST /v1/prerecorded_interviews/i-1/invitations": () =>
        Response.json({
          data: [
            { email: "new@example.com", result: "invited", candidate_interview_id: "ci-9" },
            {
              email: "grace@example.com",
              result: "already_invited",
              candidate_interview_id: "ci-1",
            },
          ],
          meta: { invited_count: 1, already_invited_count: 1 },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByLabelText("Email addresses");

    await user.type(box, "new@example.com, not-an-address");
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "These aren't email addresses: not-an-address",
    );
    expect(api.calls("POST /v1/prerecorded_interviews/i-1/invitations")).toHaveLength(0);

    await user.clear(box);
    await user.type(box, "new@example.com\ngrace@example.com\nNEW@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitations" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/prerecorded_interviews/i-1/invitations")).toEqual([
        { candidates: [{ email: "new@example.com" }, { email: "grace@example.com" }] },
      ]),
    );
    const results = await screen.findByRole("list", { name: "Invitation results" });
    const items = within(results).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "new@example.comInvitation sent",
      "grace@example.comAlready invited — nothing sent (use Remind)",
    ]);
    expect(screen.getByText("Invited: 1. Already invited: 1.")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("");
  });

  it("reminds a candidate and gives them accommodations from the row's actions", async () => {
    const api = stubPage({
      "POST /v1/candidate_interviews/ci-1/remind": () =>
        Response.json({
          data: candidateInterviewResource("ci-1", {
            email: "grace@example.com",
            last_reminded_at: "2026-03-03T10:00:00.000Z",
          }),
        }),
      "PUT /v1/candidate_interviews/ci-1": ({ body }) =>
        Response.json({
          data: candidateInterviewResource("ci-1", {
            email: "grace@example.com",
            ...(body as object),
          }),
        }),
    });
    const user = userEvent.setup();
    renderPage();
    const trigger = await screen.findByRole("button", { name: "Actions for grace@example.com" });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Send a reminder" }));
    await waitFor(() =>
      expect(api.calls("POST /v1/candidate_interviews/ci-1/remind")).toHaveLength(1),
    );
    expect(await screen.findByText("Reminder sent to grace@example.com.")).toBeTruthy();

    fireEvent.pointerDown(screen.getByRole("button", { name: "Actions for grace@example.com" }), {
      button: 0,
      ctrlKey: false,
    });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Accommodations" }));
    const dialog = await screen.findByRole("dialog", { name: "Accommodations" });
    await user.selectOptions(within(dialog).getByLabelText("Think and answer time"), "1.5");
    expect(within(dialog).getByText("A 2 min answer becomes 3 min.")).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText("Extra retakes per question"), "2");
    await user.click(within(dialog).getByRole("button", { name: "Save accommodations" }));
    await waitFor(() =>
      expect(api.calls("PUT /v1/candidate_interviews/ci-1")).toEqual([
        { time_multiplier: 1.5, extra_retakes: 2, text_answers: false },
      ]),
    );
    expect(await screen.findByText("Accommodations saved for grace@example.com.")).toBeTruthy();
  });
  it("reads the next page after the last candidate shown (cursor), and the previous one again", async () => {
    const { fetchMock } = stubPage({
      "GET /v1/prerecorded_interviews/i-1/candidate_interviews": ({ url }) => {
        const page = Number(url.searchParams.get("page") ?? 1);
        return candidateInterviewsPage([page === 1 ? invitedGrace : completedAlan], counts, {
          page,
          limit: 1,
          count: 3,
          nextCursor: `after-page-${page}`,
        });
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText("grace@example.com")).toBeTruthy();
    const listUrls = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(input, "http://localhost"))
        .filter((url) => url.pathname.endsWith("/candidate_interviews"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("alan@example.com")).toBeTruthy();
    const second = listUrls().at(-1);
    expect(second?.searchParams.get("page")).toBe("2");
    expect(second?.searchParams.get("cursor")).toBe("after-page-1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(listUrls().at(-1)?.searchParams.get("cursor")).toBe("after-page-2"));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(listUrls().at(-1)?.searchParams.get("page")).toBe("2"));
    expect(listUrls().at(-1)?.searchParams.get("cursor")).toBe("after-page-1");
  });
});
