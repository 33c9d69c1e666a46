import { LOCALES } from "@candor/shared/constants";
import {
  EMAIL_TEMPLATE_KINDS,
  PLACEHOLDERS_BY_KIND,
  unknownPlaceholders,
} from "@candor/shared/rules/email-templates";
import { describe, expect, it } from "vitest";
import { defaultTemplate, renderCandidateEmail } from "./candidate-email.service";

describe("candidate emails", () => {
  it("has a default for every kind in every language, naming only the kind's placeholders", () => {
    for (const kind of EMAIL_TEMPLATE_KINDS) {
      for (const locale of LOCALES) {
        const template = defaultTemplate(kind, locale);
        expect(template.subject, `${kind}.${locale}`).not.toBe("");
        const text = `${template.subject}\n${template.body}`;
        expect(unknownPlaceholders(text, PLACEHOLDERS_BY_KIND[kind]), `${kind}.${locale}`).toEqual(
          [],
        );
      }
    }
  });

  it("escapes the values in the HTML, keeps them as text in the plain part", async () => {
    const email = await renderCandidateEmail(
      {
        to: "x@example.com",
        locale: "en",
        kind: "invitation",
        template: {
          subject: "For {{candidate.last_name}}",
          body: "About {{candidate.last_name}}.",
        },
        values: {
          "candidate.first_name": "Ann",
          "candidate.last_name": "<b>x</b>",
          "interview.link": "https://candor.test/i/1",
        },
        brand: { name: "Acme", color: "#aa3300" },
      },
      null,
    );
    expect(email.subject).toBe("For <b>x</b>");
    expect(email.html).not.toContain("<b>x</b>");
    expect(email.html).toContain("About &lt;b&gt;x&lt;/b&gt;.");
    expect(email.text).toContain("About <b>x</b>.");
    expect(email.text).toContain("Hello Ann,");
    // The invitation's button, in the organization's colour.
    expect(email.html).toContain('href="https://candor.test/i/1"');
    expect(email.html).toContain("#aa3300");
  });
});
