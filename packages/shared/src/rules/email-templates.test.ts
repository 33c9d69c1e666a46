import { describe, expect, it } from "vitest";
import {
  CANDIDATE_MESSAGE_KINDS,
  fillTemplate,
  PLACEHOLDERS_BY_KIND,
  placeholdersIn,
  unknownPlaceholders,
} from "./email-templates";

describe("placeholders", () => {
  it("finds each placeholder once, spaces inside the braces tolerated", () => {
    expect(
      placeholdersIn("Hi {{candidate.first_name}}, {{ position.title }} {{position.title}}"),
    ).toEqual(["candidate.first_name", "position.title"]);
  });

  it("reports what the kind does not have, and misspellings", () => {
    const allowed = PLACEHOLDERS_BY_KIND.decision_reject;
    expect(unknownPlaceholders("{{company.name}} {{candidate.last_name}}", allowed)).toEqual([]);
    expect(unknownPlaceholders("{{interview.link}}", allowed)).toEqual(["interview.link"]);
    expect(unknownPlaceholders("{{candidate.firstname}} {{}}", allowed)).toEqual([
      "candidate.firstname",
      "",
    ]);
    expect(unknownPlaceholders("{{deadline}}", PLACEHOLDERS_BY_KIND.invitation)).toEqual([]);
  });

  it("offers on a profile only the kinds that need no interview", () => {
    expect(CANDIDATE_MESSAGE_KINDS).toEqual([
      "decision_advance",
      "decision_reject",
      "decision_hold",
      "application_received",
    ]);
  });
});

describe("fillTemplate", () => {
  it("puts the values in the subject and each paragraph, as plain text", () => {
    const filled = fillTemplate(
      {
        subject: "{{company.name}}:  {{position.title}}",
        body: "Dear {{candidate.first_name}},\r\n\r\nThe {{position.title}} role.\n\n\n",
      },
      {
        "candidate.first_name": "<b>x</b>",
        "position.title": "Engineer",
        "company.name": "Acme & Co",
      },
    );
    // Values go in as they are; render-email escapes each paragraph whole.
    expect(filled).toEqual({
      subject: "Acme & Co: Engineer",
      paragraphs: ["Dear <b>x</b>,", "The Engineer role."],
    });
  });

  it("leaves out a paragraph naming a value the email does not have", () => {
    const filled = fillTemplate(
      { subject: "Due {{deadline}}", body: "Hello.\n\nPlease complete it by {{deadline}}." },
      { deadline: null },
    );
    expect(filled).toEqual({ subject: "Due", paragraphs: ["Hello."] });
  });

  it("does not read a value's braces as a placeholder", () => {
    const filled = fillTemplate(
      { subject: "x", body: "{{candidate.first_name}} {{candidate.last_name}}" },
      { "candidate.first_name": "{{candidate.last_name}}", "candidate.last_name": "Lee" },
    );
    expect(filled.paragraphs).toEqual(["{{candidate.last_name}} Lee"]);
  });
});
