import { path } from "@candor/shared/routes";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { type Course, courseHref, courseStatus } from "./course";
import { CourseCard, type CourseCardSize } from "./course-card";

const learning: Course = {
  id: "c1",
  title: "Structured interviews",
  description: "Ask every candidate the same questions.",
  candorPoints: 300,
  progress: 0,
  gotCertificate: false,
  slug: "structured-interviews",
  type: "learning",
};

const practice: Course = {
  ...learning,
  id: "p1",
  title: "The Rambler",
  slug: "the-rambler",
  type: "practice",
  candorPoints: 200,
};

function renderCard(course: Course, size: CourseCardSize = "medium") {
  renderWithProviders(<CourseCard course={course} size={size} />);
  return screen.getByRole("article");
}

describe("course model", () => {
  it("derives the status from progress and certificate", () => {
    expect(courseStatus({ ...learning, progress: 0 })).toBe("not_started");
    expect(courseStatus({ ...learning, progress: null })).toBe("not_started");
    expect(courseStatus({ ...learning, progress: 1 })).toBe("in_progress");
    expect(courseStatus({ ...learning, progress: 99 })).toBe("in_progress");
    expect(courseStatus({ ...learning, progress: 100 })).toBe("complete");
    expect(courseStatus({ ...learning, progress: 30, gotCertificate: true })).toBe("complete");
  });

  it("sends practice cards to the interview, others to the curriculum, certificates to theirs", () => {
    expect(courseHref(practice)).toBe(path("Interview", { interview: "the-rambler" }));
    expect(courseHref({ ...learning, type: null, certificateResourceType: "MockInterview" })).toBe(
      path("Interview", { interview: "structured-interviews" }),
    );
    expect(courseHref(learning)).toBe(path("Curriculum", { curriculum: "structured-interviews" }));
    expect(courseHref({ ...learning, isCertificate: true })).toBe(
      path("Certificate", { certificate: "c1" }),
    );
  });
});

describe("CourseCard", () => {
  it.each(["big", "medium", "small"] as const)("%s card shows title, points, progress", (size) => {
    const card = renderCard({ ...learning, progress: 40 }, size);
    expect(within(card).getByRole("heading", { name: "Structured interviews" })).toBeTruthy();
    expect(card.textContent).toContain("300 Candor points");
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40");
    expect(card.getAttribute("data-status")).toBe("in_progress");
  });

  it("shows the description on big and medium cards only", () => {
    expect(renderCard(learning, "big").textContent).toContain("Ask every candidate");
  });

  it("says Start learning, then Continue learning, and links to the curriculum", () => {
    renderCard(learning);
    const link = screen.getByRole("link", { name: /Start learning/ });
    expect(link.getAttribute("href")).toBe("/training/learn/structured-interviews");
    expect(screen.queryByText("In progress")).toBeNull();
    expect(screen.queryByText("Completed")).toBeNull();
  });

  it("says Continue learning with an in-progress badge once started", () => {
    renderCard({ ...learning, progress: 55 });
    expect(screen.getByRole("link", { name: /Continue learning/ })).toBeTruthy();
    expect(screen.getByText("In progress")).toBeTruthy();
  });

  it("says Start practicing / Continue practicing for practice cards", () => {
    renderCard(practice);
    expect(screen.getByRole("link", { name: /Start practicing/ }).getAttribute("href")).toBe(
      "/training/practice/the-rambler",
    );
  });

  it("shows a check mark when complete, by progress or by certificate", () => {
    const done = renderCard({ ...practice, progress: 100 });
    expect(within(done).getByText("Completed")).toBeTruthy();
    expect(within(done).queryByText("In progress")).toBeNull();
    expect(within(done).getByRole("link", { name: /Continue practicing/ })).toBeTruthy();
  });

  it("counts a certificate as complete even below 100%", () => {
    renderCard({ ...learning, progress: 20, gotCertificate: true });
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.queryByText("In progress")).toBeNull();
  });

  it("defaults missing points to 0", () => {
    const card = renderCard({ ...learning, candorPoints: null });
    expect(card.textContent).toContain("0 Candor points");
  });

  it("certificate cards show the type label and a download icon, linking to the certificate", () => {
    const card = renderCard({ ...practice, isCertificate: true, gotCertificate: true });
    expect(within(card).getByText("Practice set")).toBeTruthy();
    expect(within(card).getByTestId("download-icon")).toBeTruthy();
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/training/certificates/p1");
    expect(within(card).queryByRole("progressbar")).toBeNull();
  });

  it("labels learning certificates Video lessons and offers a download button when wired", () => {
    const onDownload = vi.fn();
    const course = { ...learning, isCertificate: true, gotCertificate: true };
    renderWithProviders(<CourseCard course={course} onDownloadCertificate={onDownload} />);
    expect(screen.getByText("Video lessons")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Download certificate" }));
    expect(onDownload).toHaveBeenCalledWith(course);
  });
});
