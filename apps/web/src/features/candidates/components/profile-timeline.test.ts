import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { describeCandidateEvent, type TimelineEvent } from "./profile-timeline";

const event = (kind: string, payload: Record<string, unknown>): TimelineEvent => ({
  id: "1",
  kind,
  payload,
  actor: null,
  at: "2026-01-01T00:00:00.000Z",
});
const describe_ = (kind: string, payload: Record<string, unknown>) =>
  describeCandidateEvent(i18n.t, event(kind, payload), []);

describe("the timeline's words for invitations, résumés and mentions", () => {
  it("names the interview and position of an invitation, and says an older one plainly", () => {
    expect(
      describe_("interview_invited", {
        interviewTitle: "Design screen",
        positionTitle: "Designer",
      }),
    ).toBe('Invited to the one-way interview "Design screen" (Designer)');
    expect(describe_("interview_invited", { interviewId: "i1" })).toBe(
      i18n.t("candidateProfile.timeline.interviewInvited"),
    );
  });

  it("names the résumé's files and the member mentioned", () => {
    expect(describe_("resume_uploaded", { fileName: "cv.pdf" })).toBe("Résumé uploaded: cv.pdf");
    expect(describe_("resume_replaced", { fileName: "new.pdf", previousFileName: "old.pdf" })).toBe(
      "Résumé replaced: new.pdf (was old.pdf)",
    );
    expect(describe_("resume_removed", { fileName: "new.pdf" })).toBe("Résumé removed: new.pdf");
    expect(describe_("mentioned", { userName: "Grace Hopper" })).toBe(
      "Grace Hopper was mentioned in a note and emailed",
    );
  });
});
