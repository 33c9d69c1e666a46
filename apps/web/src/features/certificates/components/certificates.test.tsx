import { routes } from "@candor/shared/routes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import VerifyCertificatePage from "../../../app/routes/general/verify-certificate";
import CertificatePage from "../../../app/routes/training/certificate";
import CertificatesPage from "../../../app/routes/training/certificates";
import { errorResponse, stubApi } from "../../../test/api-stub";
import { makeSessionUser } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { cardResource, certificateResource, listDocument } from "../../../test/training-documents";

const user = makeSessionUser();

function pdfResponse() {
  return new Response(new Blob(["%PDF-1.7"], { type: "application/pdf" }), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="candor-certificate-7KQ2.pdf"',
    },
  });
}

/** Catches the download the page starts (an object URL clicked through a link). */
function watchDownloads() {
  const clicked: { href: string; download: string }[] = [];
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:certificate");
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download });
  });
  return clicked;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Certificates", () => {
  it("lists certificates with their type label and downloads the PDF with the token", async () => {
    const api = stubApi({
      "GET /v1/certificates": () =>
        Response.json(
          listDocument([
            certificateResource("cert-1"),
            certificateResource("cert-2", {
              title: "Interviewing Fundamentals",
              certificate_type: "video_lessons",
              certificate_resource_type: "Curriculum",
              type: "learning",
            }),
          ]),
        ),
      "GET /v1/certificates/recommended": () =>
        Response.json({ data: [cardResource({ id: "c7", title: "Scorecards", progress: 50 })] }),
      "GET /v1/certificates/cert-1/download": () => pdfResponse(),
    });
    const downloads = watchDownloads();
    renderWithProviders(<CertificatesPage />, { route: "/training/certificates", user });

    const practice = await screen.findByRole("article", { name: "Sales manager interview" });
    expect(within(practice).getByText("Practice set")).toBeTruthy();
    expect(within(practice).getByRole("link").getAttribute("href")).toBe(
      "/training/certificates/cert-1",
    );
    const lessons = screen.getByRole("article", { name: "Interviewing Fundamentals" });
    expect(within(lessons).getByText("Video lessons")).toBeTruthy();

    await userEvent.click(within(practice).getByRole("button", { name: "Download certificate" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.download).toBe("candor-certificate-7KQ2.pdf");
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith("/v1/certificates/cert-1/download"),
    ) as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer test-token");

    const recommended = screen.getByRole("region", { name: "Recommended certificates" });
    const scorecards = within(recommended).getByRole("article", { name: "Scorecards" });
    expect(within(scorecards).getByRole("link").textContent).toContain("Continue learning");
  });

  it("says so when there are no certificates yet", async () => {
    stubApi({
      "GET /v1/certificates": () => Response.json(listDocument([])),
      "GET /v1/certificates/recommended": () => Response.json({ data: [] }),
    });
    renderWithProviders(<CertificatesPage />, { route: "/training/certificates", user });
    expect(await screen.findByText(/No certificates yet/)).toBeTruthy();
    expect(screen.getByText(/You've earned every certificate your plan includes/)).toBeTruthy();
  });

  it("shows a certificate with its code, the public link, and a PDF download", async () => {
    const api = stubApi({
      "GET /v1/certificates/cert-1": () => Response.json({ data: certificateResource("cert-1") }),
      "GET /v1/certificates/cert-1/download": () => pdfResponse(),
    });
    const downloads = watchDownloads();
    renderWithProviders(
      <Routes>
        <Route path={routes.Certificate} element={<CertificatePage />} />
      </Routes>,
      { route: "/training/certificates/cert-1", user },
    );
    expect(await screen.findByRole("heading", { name: "Sales manager interview" })).toBeTruthy();
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("7KQ2-M9XD-4TRB")).toBeTruthy();
    expect(screen.getByText("Practice set")).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: /certificates\/verify\/7KQ2-M9XD-4TRB/ })
        .getAttribute("href"),
    ).toBe("http://localhost:3000/certificates/verify/7KQ2-M9XD-4TRB");

    await userEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(api.calls("GET /v1/certificates/cert-1/download")).toHaveLength(1);
  });

  it("tells when the download fails", async () => {
    stubApi({
      "GET /v1/certificates/cert-1": () => Response.json({ data: certificateResource("cert-1") }),
      "GET /v1/certificates/cert-1/download": () => errorResponse("not_found", 404),
    });
    renderWithProviders(
      <Routes>
        <Route path={routes.Certificate} element={<CertificatePage />} />
      </Routes>,
      { route: "/training/certificates/cert-1", user },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    expect(await screen.findByText(/The certificate couldn't be downloaded/)).toBeTruthy();
  });
});

describe("Public certificate verification", () => {
  function renderVerify(code: string) {
    return renderWithProviders(
      <Routes>
        <Route path={routes.VerifyCertificate} element={<VerifyCertificatePage />} />
      </Routes>,
      { route: `/certificates/verify/${code}` },
    );
  }

  it("confirms a valid code to anyone, signed out", async () => {
    stubApi({
      "GET /v1/certificates/verify/7KQ2-M9XD-4TRB": () =>
        Response.json({
          data: {
            id: "7KQ2-M9XD-4TRB",
            type: "certificate_verification",
            attributes: {
              valid: true,
              verification_code: "7KQ2-M9XD-4TRB",
              holder_name: "Ada Lovelace",
              title: "Interviewing Fundamentals",
              certificate_type: "video_lessons",
              certificate_resource_type: "Curriculum",
              issued_at: "2026-03-05T10:00:00.000Z",
            },
          },
        }),
    });
    renderVerify("7kq2m9xd4trb");
    expect(await screen.findByRole("heading", { name: "This certificate is valid" })).toBeTruthy();
    expect(screen.getByText("Ada Lovelace")).toBeTruthy();
    expect(screen.getByText("Video lessons")).toBeTruthy();
    expect(screen.getByText("Mar 05, 2026")).toBeTruthy();
  });

  it("says a code matches no certificate", async () => {
    const api = stubApi({
      "GET /v1/certificates/verify/AAAA-BBBB-CCCC": () => errorResponse("not_found", 404),
    });
    renderVerify("AAAA-BBBB-CCCC");
    expect(
      await screen.findByRole("heading", { name: "No certificate has this code" }),
    ).toBeTruthy();
    // A code that can't be one is answered without asking the server.
    renderVerify("not-a-code");
    expect(api.calls("GET /v1/certificates/verify/not-a-code")).toHaveLength(0);
  });
});
