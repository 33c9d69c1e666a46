import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fieldErrorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderRoute } from "../../../test/render-route";
import type { Branding } from "../api/branding";
import { BrandingForm } from "./branding-form";

// The tus transfer itself is the uploads' own test; here a chosen file finishes as upload "up-1".
vi.mock("../../../lib/prompt-video", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/prompt-video")>()),
  uploadPromptVideo: vi.fn(() => ({ done: Promise.resolve("up-1"), abort: vi.fn() })),
}));

const admin = makeSessionUser({ id: "u-ada" });

const BRANDING: Branding = {
  id: "org-1",
  type: "branding",
  name: "Acme Robotics",
  subdomain: "acme",
  brandColor: "#0f6e6a",
  logoUrl: null,
  websiteUrl: "https://acme.example",
  description: "<p>We build robots.</p>",
  supportEmail: "talent@acme.example",
  linkedinUrl: null,
  careersSiteUrl: null,
  privacyPolicyUrl: null,
  welcomeVideoUrl: null,
  welcomeVideoContentType: null,
  welcomeVideoCaptionsUrl: null,
  updatedAt: "2026-11-24T10:00:00.000Z",
};

function brandingDocument(attributes: Record<string, unknown>) {
  return Response.json({
    data: {
      id: "org-1",
      type: "branding",
      attributes: {
        name: "Acme Robotics",
        subdomain: "acme",
        brand_color: "#0f6e6a",
        logo_url: null,
        website_url: "https://acme.example",
        description: "<p>We build robots.</p>",
        support_email: "talent@acme.example",
        linkedin_url: null,
        careers_site_url: null,
        privacy_policy_url: null,
        welcome_video_url: null,
        welcome_video_content_type: null,
        welcome_video_captions_url: null,
        updated_at: "2026-11-24T11:00:00.000Z",
        ...attributes,
      },
    },
  });
}

function renderForm(branding: Branding = BRANDING) {
  const Page = () => <BrandingForm branding={branding} address="acme.localhost" />;
  return renderRoute(Page, { pattern: "/hire/company", route: "/hire/company", user: admin });
}

const brandOf = (element: HTMLElement) => element.style.getPropertyValue("--color-brand");

describe("BrandingForm", () => {
  it("previews the unsaved colour, name and support address on the interview page and the email", async () => {
    stubApi({});
    renderForm();
    const interview = screen.getByTestId("interview-preview");
    const email = screen.getByTestId("email-preview");
    expect(brandOf(interview)).toBe("#0f6e6a");
    expect(within(email).getByText("Questions? Write to talent@acme.example.")).toBeTruthy();
    // The page keeps its one h1: the preview's interview title is a lower heading.
    expect(
      within(interview).getByRole("heading", { level: 4, name: "First interview" }),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();

    const hex = screen.getByRole("textbox", { name: "Brand colour" });
    fireEvent.change(hex, { target: { value: "#1a5fb4" } });
    await waitFor(() => expect(brandOf(interview)).toBe("#1a5fb4"));
    expect(brandOf(email)).toBe("#1a5fb4");

    const name = screen.getByRole("textbox", { name: "Company name" });
    await userEvent.clear(name);
    await userEvent.type(name, "Globex");
    expect(within(interview).getByText("Globex")).toBeTruthy();
    expect(within(email).getByText("Globex invites you to a video interview")).toBeTruthy();

    await userEvent.clear(screen.getByRole("textbox", { name: "Candidate support email" }));
    expect(
      within(email).getByText("Add a support email so candidates know where to write."),
    ).toBeTruthy();
  });

  it("keeps Candor's colours in the preview while the hex is not a colour, and says why once touched", async () => {
    stubApi({});
    renderForm();
    const hex = screen.getByRole("textbox", { name: "Brand colour" });
    await userEvent.clear(hex);
    await userEvent.type(hex, "#12");
    await userEvent.tab();
    expect(brandOf(screen.getByTestId("interview-preview"))).toBe("");
    expect(
      await screen.findByText("Please enter a colour as # followed by 3 or 6 hex digits."),
    ).toBeTruthy();
  });

  it("warns when text on the colour fails WCAG AA, and not otherwise", async () => {
    stubApi({});
    renderForm();
    const hex = screen.getByRole("textbox", { name: "Brand colour" });
    expect(screen.queryByText(/hard to read/)).toBeNull();
    fireEvent.change(hex, { target: { value: "#777777" } });
    expect(await screen.findByText(/hard to read/)).toBeTruthy();
    fireEvent.change(hex, { target: { value: "#0b3d91" } });
    await waitFor(() => expect(screen.queryByText(/hard to read/)).toBeNull());
  });

  it("saves trimmed values with emptied fields as null", async () => {
    const api = stubApi({
      "PUT /v1/branding": ({ body }) => brandingDocument(body as Record<string, unknown>),
    });
    renderForm();
    const save = screen.getByRole("button", { name: "Save profile" });
    expect(save).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByRole("textbox", { name: "Brand colour" }), {
      target: { value: "#1A5FB4" },
    });
    await userEvent.clear(screen.getByRole("textbox", { name: "Website" }));
    await userEvent.type(
      screen.getByRole("textbox", { name: "LinkedIn page" }),
      " https://linkedin.com/company/acme ",
    );
    await userEvent.click(save);

    await waitFor(() => expect(api.calls("PUT /v1/branding")).toHaveLength(1));
    expect(api.calls("PUT /v1/branding")[0]).toEqual({
      name: "Acme Robotics",
      brand_color: "#1A5FB4",
      website_url: null,
      description: "<p>We build robots.</p>",
      support_email: "talent@acme.example",
      linkedin_url: "https://linkedin.com/company/acme",
      careers_site_url: null,
      privacy_policy_url: null,
    });
    expect(await screen.findByText("Your company profile is saved.")).toBeTruthy();
  });

  it("puts the server's field codes on their fields", async () => {
    stubApi({
      "PUT /v1/branding": () => fieldErrorResponse({ website_url: ["invalid_url"] }),
    });
    renderForm();
    await userEvent.type(
      screen.getByRole("textbox", { name: "Careers site" }),
      "https://jobs.acme.example",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    const website = screen.getByRole("textbox", { name: "Website" });
    await waitFor(() => expect(website.getAttribute("aria-invalid")).toBe("true"));
  });

  it("asks before leaving the page with unsaved changes", async () => {
    stubApi({});
    const { router } = renderForm();
    fireEvent.change(screen.getByRole("textbox", { name: "Brand colour" }), {
      target: { value: "#1a5fb4" },
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save profile" })).toHaveProperty(
        "disabled",
        false,
      ),
    );
    void router.navigate("/hire/positions");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/hire/company");
  });

  describe("the default welcome video", () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => "blob:welcome");
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.clearAllMocks());

    it("saves a chosen video by its finished upload", async () => {
      const api = stubApi({
        "PUT /v1/branding": () =>
          brandingDocument({
            welcome_video_url: "/v1/files/uploads/up-1?expires=1",
            welcome_video_content_type: "video/webm",
          }),
      });
      renderForm();
      const field = screen.getByRole("group", { name: "Default welcome video" });
      const save = screen.getByRole("button", { name: "Save profile" });
      expect(save).toHaveProperty("disabled", true);
      const file = new File(["webm"], "hello.webm", { type: "video/webm" });
      await userEvent.upload(within(field).getByLabelText("Upload a video"), file);
      expect(await within(field).findByText(/hello\.webm/)).toBeTruthy();
      await waitFor(() => expect(save).toHaveProperty("disabled", false));
      await userEvent.click(save);

      await waitFor(() => expect(api.calls("PUT /v1/branding")).toHaveLength(1));
      expect(api.calls("PUT /v1/branding")[0]).toMatchObject({ welcome_video_upload_id: "up-1" });
      expect(await screen.findByText("Your company profile is saved.")).toBeTruthy();
    });

    it("removes the saved video with null, and sends nothing about it otherwise", async () => {
      const api = stubApi({
        "PUT /v1/branding": () => brandingDocument({}),
      });
      renderForm({
        ...BRANDING,
        welcomeVideoUrl: "/v1/files/uploads/old?expires=1",
        welcomeVideoContentType: "video/webm",
      });
      const field = screen.getByRole("group", { name: "Default welcome video" });
      expect(field.querySelector("video")?.getAttribute("src")).toBe(
        "/v1/files/uploads/old?expires=1",
      );
      await userEvent.click(within(field).getByRole("button", { name: "Remove video" }));
      await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
      await waitFor(() => expect(api.calls("PUT /v1/branding")).toHaveLength(1));
      expect(api.calls("PUT /v1/branding")[0]).toMatchObject({ welcome_video_upload_id: null });

      fireEvent.change(screen.getByRole("textbox", { name: "Brand colour" }), {
        target: { value: "#1a5fb4" },
      });
      await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
      await waitFor(() => expect(api.calls("PUT /v1/branding")).toHaveLength(2));
      expect(api.calls("PUT /v1/branding")[1]).not.toHaveProperty("welcome_video_upload_id");
    });
  });
});
