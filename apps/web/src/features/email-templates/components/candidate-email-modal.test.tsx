import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { renderWithProviders } from "../../../test/render";
import { CandidateEmailModal } from "./candidate-email-modal";

const PREVIEW = "POST /v1/candidates/c-1/emails/preview";
const SEND = "POST /v1/candidates/c-1/emails";

function rendered(subject: string) {
  return {
    subject,
    html: `<!doctype html><p>${subject}</p>`,
    text: subject,
    to: "grace@example.com",
  };
}

function setup(onChanged = vi.fn()) {
  const api = stubApi({
    [PREVIEW]: ({ body }) => {
      const input = body as { kind?: string; subject?: string };
      if (input.kind) {
        return Response.json({
          data: {
            ...rendered("We received your application for Engineer"),
            template_subject: "We received your application for {{position.title}}",
            template_body: "Thanks {{candidate.first_name}}.",
          },
        });
      }
      return Response.json({
        data: {
          ...rendered(`Rendered: ${input.subject}`),
          template_subject: "",
          template_body: "",
        },
      });
    },
    [SEND]: ({ body }) =>
      Response.json(
        { data: { to: "grace@example.com", subject: (body as { subject: string }).subject } },
        { status: 202 },
      ),
  });
  renderWithProviders(
    <CandidateEmailModal
      candidateId="c-1"
      positions={[{ positionId: "p-1", title: "Engineer" }]}
      onChanged={onChanged}
    />,
  );
  return api;
}

describe("CandidateEmailModal", () => {
  it("loads a template into the editor, previews it with the candidate's values and sends it", async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const { calls } = setup(onChanged);
    await user.click(screen.getByRole("button", { name: "Email candidate" }));
    const dialog = screen.getByRole("dialog", { name: "Email the candidate" });
    await user.selectOptions(within(dialog).getByLabelText("Template"), "Application received");

    const subject = within(dialog).getByLabelText<HTMLInputElement>("Subject");
    await waitFor(() =>
      expect(subject.value).toBe("We received your application for {{position.title}}"),
    );
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>("Message").value).toBe(
      "Thanks {{candidate.first_name}}.",
    );
    expect(calls(PREVIEW)[0]).toMatchObject({
      kind: "application_received",
      locale: "en",
      position_id: "p-1",
    });
    // The edited text is previewed as the server renders it, in a sandboxed frame.
    const frame = await within(dialog).findByTitle(
      "Email preview: Rendered: We received your application for {{position.title}}",
    );
    expect(frame.getAttribute("sandbox")).toBe("");

    await user.clear(subject);
    await user.type(subject, "Next steps");
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls(SEND)).toEqual([
      {
        subject: "Next steps",
        body: "Thanks {{candidate.first_name}}.",
        locale: "en",
        position_id: "p-1",
      },
    ]);
    expect(await screen.findByText("Email sent to grace@example.com.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows an unknown placeholder on its field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    stubApi({
      [PREVIEW]: () => fieldErrorResponse({ body: ["unknown_placeholder"] }),
      [SEND]: () => fieldErrorResponse({ body: ["unknown_placeholder"] }),
    });
    renderWithProviders(
      <CandidateEmailModal candidateId="c-1" positions={[]} onChanged={onChanged} />,
    );
    await user.click(screen.getByRole("button", { name: "Email candidate" }));
    const dialog = screen.getByRole("dialog", { name: "Email the candidate" });
    await user.type(within(dialog).getByLabelText("Subject"), "Hello");
    await user.type(within(dialog).getByLabelText("Message"), "Your link: {{{{}interview.link}}");
    await user.click(within(dialog).getByRole("button", { name: "Send email" }));
    const message = within(dialog).getByLabelText("Message");
    await waitFor(() => expect(message.getAttribute("aria-invalid")).toBe("true"));
    expect(
      within(dialog).getAllByText(/placeholder this email doesn't have/).length,
    ).toBeGreaterThan(0);
    expect(onChanged).not.toHaveBeenCalled();
  });
});
