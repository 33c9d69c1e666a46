import { EMAIL_TEMPLATE_KINDS, PLACEHOLDERS_BY_KIND } from "@candor/shared/rules/email-templates";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderRoute } from "../../../test/render-route";
import { EmailTemplatesPanel } from "./email-templates-panel";

const LOCALES = ["en", "it", "es"] as const;

function listDocument(overrides: Record<string, { subject: string; body: string }> = {}) {
  return {
    data: EMAIL_TEMPLATE_KINDS.flatMap((kind) =>
      LOCALES.map((locale) => {
        const override = overrides[`${kind}.${locale}`];
        const fallback = { subject: `Default ${kind} ${locale}`, body: `Body ${kind} ${locale}` };
        return {
          id: `${kind}.${locale}`,
          type: "email_template",
          attributes: {
            kind,
            locale,
            ...(override ?? fallback),
            is_default: !override,
            default_subject: fallback.subject,
            default_body: fallback.body,
            placeholders: PLACEHOLDERS_BY_KIND[kind],
            updated_at: override ? "2026-11-24T10:00:00.000Z" : null,
          },
        };
      }),
    ),
  };
}

function Page() {
  return <EmailTemplatesPanel />;
}

function open() {
  return renderRoute(Page, {
    pattern: "/hire/organization-admin",
    route: "/hire/organization-admin",
    user: makeSessionUser(),
  });
}

describe("EmailTemplatesPanel", () => {
  it("lists every kind, edits one with a placeholder inserted by click, saves it", async () => {
    const user = userEvent.setup();
    let saved: Record<string, { subject: string; body: string }> = {};
    const { calls } = stubApi({
      "GET /v1/email_templates": () => Response.json(listDocument(saved)),
      "PUT /v1/email_templates/reminder/en": ({ body }) => {
        saved = { "reminder.en": body as { subject: string; body: string } };
        return Response.json({ data: listDocument(saved).data[3] });
      },
    });
    open();
    const list = await screen.findByRole("list", { name: "Emails" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(EMAIL_TEMPLATE_KINDS.length);

    await user.click(screen.getByRole("button", { name: "Edit: Interview reminder" }));
    const message = screen.getByLabelText<HTMLTextAreaElement>("Message");
    expect(message.value).toBe("Body reminder en");
    // Only the reminder's placeholders are offered; a click inserts at the cursor.
    expect(screen.queryByRole("button", { name: "Insert {{interview.time}}" })).toBeNull();
    message.setSelectionRange(0, 0);
    await user.click(screen.getByRole("button", { name: "Insert {{deadline}}" }));
    expect(message.value).toBe("{{deadline}}Body reminder en");
    expect(screen.getByText("You have unsaved changes.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Save template" }));
    await waitFor(() =>
      expect(calls("PUT /v1/email_templates/reminder/en")).toEqual([
        { subject: "Default reminder en", body: "{{deadline}}Body reminder en" },
      ]),
    );
    expect(await screen.findByText("Template saved.")).toBeTruthy();
    expect(await screen.findByText("Customized: English")).toBeTruthy();
  });

  it("shows the server's unknown placeholder on the message, and asks before discarding", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /v1/email_templates": () => Response.json(listDocument()),
      "PUT /v1/email_templates/invitation/en": () =>
        fieldErrorResponse({ body: ["unknown_placeholder"] }),
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Edit: Interview invitation" }));
    const message = screen.getByLabelText<HTMLTextAreaElement>("Message");
    await user.type(message, " {{{{}nickname}}");
    await user.click(screen.getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(message.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/placeholder this email doesn't have/)).toBeTruthy();

    // Another email with changes unsaved: a confirmation first.
    await user.click(screen.getByRole("button", { name: "Edit: Decision: reject" }));
    const confirm = screen.getByRole("dialog", { name: "Discard your changes?" });
    await user.click(within(confirm).getByRole("button", { name: "Discard changes" }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>("Message").value).toBe(
        "Body decision_reject en",
      ),
    );
  });

  it("says so when the templates cannot be loaded", async () => {
    stubApi({
      "GET /v1/email_templates": () =>
        Response.json({ code: "forbidden", message: "forbidden" }, { status: 403 }),
    });
    open();
    expect(await screen.findByText("The email templates could not be loaded.")).toBeTruthy();
  });
});
