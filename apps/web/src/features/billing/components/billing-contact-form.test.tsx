import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorResponse, fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { renderWithProviders } from "../../../test/render";
import { BillingContactSection } from "./billing-contact-form";

const URL = "/v1/subscriptions/billing_contact";

function contactDocument(attributes: {
  email: string | null;
  locale: "en" | "es" | "it" | null;
  recipients: string[];
}) {
  return { data: { id: "org-1", type: "billing_contact", attributes } };
}

const ADMINS = contactDocument({
  email: null,
  locale: null,
  recipients: ["ada@acme.test", "grace@acme.test"],
});

describe("the billing contact form", () => {
  it("says the admins receive billing emails, then saves an address with its language", async () => {
    const { calls } = stubApi({
      [`GET ${URL}`]: () => Response.json(ADMINS),
      [`PUT ${URL}`]: ({ body }) => {
        const { email, locale } = body as { email: string; locale: "es" };
        return Response.json(contactDocument({ email, locale, recipients: [email] }));
      },
    });
    renderWithProviders(<BillingContactSection />);

    expect(
      await screen.findByText(/go to the admins: ada@acme\.test, grace@acme\.test\./),
    ).toBeTruthy();
    const email = screen.getByLabelText("Billing contact email") as HTMLInputElement;
    expect(email.value).toBe("");
    const language = screen.getByLabelText("Language of the billing emails") as HTMLSelectElement;
    expect(language.value).toBe("en");

    fireEvent.change(email, { target: { value: " billing@acme.test " } });
    fireEvent.change(language, { target: { value: "es" } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing contact" }));

    await waitFor(() =>
      expect(calls(`PUT ${URL}`)).toEqual([{ email: "billing@acme.test", locale: "es" }]),
    );
    expect(await screen.findByText("Billing emails now go to the billing contact.")).toBeTruthy();
    expect(await screen.findByText(/plan changes go to billing@acme\.test\./)).toBeTruthy();
  });

  it("sends null to give billing emails back to the admins", async () => {
    const { calls } = stubApi({
      [`GET ${URL}`]: () =>
        Response.json(
          contactDocument({
            email: "billing@acme.test",
            locale: "it",
            recipients: ["billing@acme.test"],
          }),
        ),
      [`PUT ${URL}`]: () => Response.json(ADMINS),
    });
    renderWithProviders(<BillingContactSection />);

    const email = (await screen.findByLabelText("Billing contact email")) as HTMLInputElement;
    expect(email.value).toBe("billing@acme.test");
    expect(
      (screen.getByLabelText("Language of the billing emails") as HTMLSelectElement).value,
    ).toBe("it");
    fireEvent.change(email, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing contact" }));

    await waitFor(() => expect(calls(`PUT ${URL}`)).toEqual([{ email: null }]));
    expect(await screen.findByText("Billing emails now go to the admins.")).toBeTruthy();
  });

  it("refuses a bad address before sending, and shows the server's field error", async () => {
    const { calls } = stubApi({
      [`GET ${URL}`]: () => Response.json(ADMINS),
      [`PUT ${URL}`]: () => fieldErrorResponse({ email: ["too_long"] }),
    });
    renderWithProviders(<BillingContactSection />);

    const email = await screen.findByLabelText("Billing contact email");
    fireEvent.change(email, { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing contact" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(calls(`PUT ${URL}`)).toEqual([]);

    fireEvent.change(email, { target: { value: "billing@acme.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Save billing contact" }));
    await waitFor(() => expect(calls(`PUT ${URL}`)).toHaveLength(1));
    expect(await screen.findByText("Too many characters.")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("offers to try again when the contact cannot be loaded", async () => {
    let fails = true;
    stubApi({
      [`GET ${URL}`]: () => (fails ? errorResponse("internal", 500) : Response.json(ADMINS)),
    });
    renderWithProviders(<BillingContactSection />);

    expect(await screen.findByText("The billing contact could not be loaded.")).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Billing contact email")).toBeTruthy();
  });
});
