import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import BookADemoPage from "./book-a-demo";

function demoResponse(body: Record<string, unknown>) {
  return Response.json(
    {
      data: {
        id: "d1",
        type: "demo_request",
        attributes: {
          name: body.name,
          email: String(body.email).toLowerCase(),
          company: body.company,
          company_size: body.company_size,
          message: body.message ?? "",
          created_at: "2026-03-10T09:00:00.000Z",
        },
      },
    },
    { status: 201 },
  );
}

async function fillIn(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
  return user;
}

describe("/book-a-demo", () => {
  it("validates with the shared rules before sending anything", async () => {
    const { calls } = stubApi({
      "POST /v1/demo_requests": ({ body }) => demoResponse(body as never),
    });
    renderWithProviders(<BookADemoPage />, { route: "/book-a-demo" });

    fireEvent.click(screen.getByRole("button", { name: "Book a demo" }));
    expect(
      await screen.findAllByText("Please insert some characters (other than spaces)."),
    ).toHaveLength(3);
    expect(screen.getByText("Please choose your company's size.")).toBeTruthy();
    expect(screen.getByLabelText("Full name").getAttribute("aria-invalid")).toBe("true");

    await fillIn({ "Full name": "A", "Work email": "grace@" });
    fireEvent.click(screen.getByRole("button", { name: "Book a demo" }));
    expect(await screen.findByText("Name must be at least 2 characters.")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    expect(calls("POST /v1/demo_requests")).toEqual([]);
  });

  it("sends the request and confirms where the email went", async () => {
    const { calls } = stubApi({
      "POST /v1/demo_requests": ({ body }) => demoResponse(body as never),
    });
    renderWithProviders(<BookADemoPage />, { route: "/book-a-demo" });

    const user = await fillIn({
      "Full name": "Grace Hopper",
      "Work email": "Grace@Navy.test",
      Company: "Navy",
      "Company size": "501-1000",
      "What would you like to see? (optional)": "Scorecards",
    });
    await user.click(screen.getByRole("button", { name: "Book a demo" }));

    const title = await screen.findByRole("heading", { name: "Thanks, Grace! We'll be in touch." });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText("grace@navy.test")).toBeTruthy();
    expect(screen.getByText(/A confirmation is on its way to/)).toBeTruthy();
    expect(calls("POST /v1/demo_requests")).toEqual([
      {
        name: "Grace Hopper",
        email: "grace@navy.test",
        company: "Navy",
        company_size: "501-1000",
        message: "Scorecards",
        locale: "en",
      },
    ]);
  });

  it("puts the server's field errors on the fields", async () => {
    stubApi({ "POST /v1/demo_requests": () => fieldErrorResponse({ email: ["not_an_email"] }) });
    renderWithProviders(<BookADemoPage />, {
      route: "/book-a-demo",
      user: makeSessionUser({ email: "ada@acme.test", organizationName: "Acme" }),
    });
    // A signed-in member's name, email and company are filled in.
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("Ada Lovelace");
    expect((screen.getByLabelText("Company") as HTMLInputElement).value).toBe("Acme");

    const user = await fillIn({ "Company size": "11-50" });
    await user.click(screen.getByRole("button", { name: "Book a demo" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByLabelText("Work email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
