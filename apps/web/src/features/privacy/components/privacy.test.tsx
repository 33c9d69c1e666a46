import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { AuditLogTable } from "./audit-log-table";
import { CandidatePrivacyPanel } from "./candidate-privacy-panel";
import { MyRecordingsCountdown } from "./recordings-countdown";
import { RetentionSettings } from "./retention-settings";

const admin = makeSessionUser({ id: "u-ada" });
const retention = (recordings = 180, candidate = 365) =>
  Response.json({
    data: {
      id: "o-1",
      type: "retention_policy",
      attributes: { recordings_days: recordings, candidate_days: candidate, updated_at: null },
    },
  });
const pagy = (count: number) => ({
  page: 1,
  limit: 20,
  count,
  pages: 1,
  prev: null,
  next: null,
  from: count ? 1 : 0,
  to: count,
});
const countdown = (deleteOn: string | null) => ({
  candidate_interview_id: "ci-1",
  organization_name: "Acme",
  interview_title: "Screening",
  delete_on: deleteOn,
  recordings_count: 2,
});

describe("privacy", () => {
  it("shows the retention defaults, checks the bounds before sending, and shows the server's field codes", async () => {
    const { calls } = stubApi({
      "GET /v1/organizations/current/retention": () => retention(),
      "PUT /v1/organizations/current/retention": ({ body }) => {
        const input = body as { recordings_days: number; candidate_days: number };
        return input.recordings_days === 31
          ? fieldErrorResponse({ candidate_days: ["out_of_range"] })
          : retention(input.recordings_days, input.candidate_days);
      },
    });
    renderWithProviders(<RetentionSettings />, { user: admin });
    const recordings = await screen.findByRole("spinbutton", { name: /Delete recordings after/ });
    const records = screen.getByRole("spinbutton", { name: /Anonymize candidate records after/ });
    expect((recordings as HTMLInputElement).value).toBe("180");
    expect((records as HTMLInputElement).value).toBe("365");

    await userEvent.clear(recordings);
    await userEvent.type(recordings, "10");
    await userEvent.click(screen.getByRole("button", { name: "Save retention periods" }));
    expect(
      await screen.findByText("Enter a whole number of days between 30 and 730."),
    ).toBeTruthy();
    expect(calls("PUT /v1/organizations/current/retention")).toEqual([]);

    await userEvent.clear(recordings);
    await userEvent.type(recordings, "31");
    await userEvent.click(screen.getByRole("button", { name: "Save retention periods" }));
    await waitFor(() => expect(records.getAttribute("aria-invalid")).toBe("true"));

    await userEvent.clear(recordings);
    await userEvent.type(recordings, "90");
    await userEvent.click(screen.getByRole("button", { name: "Save retention periods" }));
    expect(await screen.findByText(/Retention periods saved/)).toBeTruthy();
    expect(calls("PUT /v1/organizations/current/retention").at(-1)).toEqual({
      recordings_days: 90,
      candidate_days: 365,
    });
  });

  it("lists the audit log's counts, never content, and says when it is empty", async () => {
    stubApi({
      "GET /v1/organizations/current/audit_log": () =>
        Response.json({
          data: [
            {
              id: "1",
              type: "privacy_audit_entry",
              attributes: {
                action: "retention_run",
                counts: { recordings: 2, candidate_records: 1 },
                actor_name: null,
                candidate_id: null,
                at: "2027-05-12T03:00:00.000Z",
              },
            },
          ],
          meta: { pagy: pagy(1) },
        }),
    });
    renderWithProviders(<AuditLogTable />, { user: admin });
    const row = (await screen.findByText("Daily retention run")).closest("tr");
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText("2 recordings, 1 candidate record")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Automatic")).toBeTruthy();
  });

  it("tells a candidate when each organization deletes their recordings, dated in their language", async () => {
    stubApi({
      "GET /v1/users/current/retention": () =>
        Response.json({
          data: {
            id: "u-1",
            type: "my_retention",
            attributes: { recordings: [countdown("2027-05-12T10:00:00.000Z")] },
          },
        }),
    });
    renderWithProviders(<MyRecordingsCountdown />, { user: admin });
    expect(
      await screen.findByText(
        "Your recordings for Acme (Screening) will be deleted on May 12, 2027.",
      ),
    ).toBeTruthy();
  });

  it("sets a legal hold from the profile and erases after a confirmation", async () => {
    let isHeld = false;
    let isErased = false;
    const privacy = () =>
      Response.json({
        data: {
          id: "c-1",
          type: "candidate_privacy",
          attributes: {
            legal_hold: isHeld,
            legal_hold_at: isHeld ? "2026-11-25T00:00:00.000Z" : null,
            erased: isErased,
            anonymize_on: "2027-11-25T00:00:00.000Z",
            recordings: isErased ? [] : [countdown(null)],
          },
        },
      });
    const { calls } = stubApi({
      "GET /v1/candidates/c-1/privacy": privacy,
      "PUT /v1/candidates/c-1/legal_hold": ({ body }) => {
        isHeld = (body as { legal_hold: boolean }).legal_hold;
        return privacy();
      },
      "POST /v1/candidates/c-1/erasure": () => {
        isErased = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<CandidatePrivacyPanel candidateId="c-1" />, { user: admin });
    expect(
      await screen.findByText(
        "Recordings of Screening: the countdown starts at the final decision.",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Set legal hold" }));
    expect(await screen.findByText("Legal hold")).toBeTruthy();
    expect(calls("PUT /v1/candidates/c-1/legal_hold")).toEqual([{ legal_hold: true }]);

    await userEvent.click(screen.getByRole("button", { name: "Erase candidate" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase this candidate?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Erase for good" }));
    expect(await screen.findByText("Erased candidate")).toBeTruthy();
    expect(calls("POST /v1/candidates/c-1/erasure")).toHaveLength(1);
  });
});
