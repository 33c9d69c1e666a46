import { path } from "@candor/shared/routes";

/** A card or course of SPEC §3, as the deserializer hands it over (camelCase). */
export type Course = {
  id: string;
  title: string;
  description?: string | null;
  /** Candor points the course is worth; 0 when missing. */
  candorPoints?: number | null;
  /** 0–100. */
  progress?: number | null;
  gotCertificate?: boolean | null;
  slug: string;
  avatar?: string | null;
  isCertificate?: boolean | null;
  certificateType?: string | null;
  /** `MockInterview` marks a practice card. */
  certificateResourceType?: string | null;
  type?: "practice" | "learning" | null;
  imageSlug?: string | null;
};

export type CourseStatus = "not_started" | "in_progress" | "complete";

export const PRACTICE_RESOURCE_TYPE = "MockInterview";

export function isPracticeCourse(course: Course): boolean {
  return course.type === "practice" || course.certificateResourceType === PRACTICE_RESOURCE_TYPE;
}

/** SPEC §4: 100% or a certificate is complete; 1–99 in progress; 0 nothing yet. */
export function courseStatus(course: Course): CourseStatus {
  const progress = course.progress ?? 0;
  if (progress >= 100 || course.gotCertificate) return "complete";
  if (progress > 0) return "in_progress";
  return "not_started";
}

/** Where a click on the card goes (SPEC §2 Cards). */
export function courseHref(course: Course): string {
  if (course.isCertificate) return path("Certificate", { certificate: course.id });
  if (isPracticeCourse(course)) return path("Interview", { interview: course.slug });
  return path("Curriculum", { curriculum: course.slug });
}

/** Translation key of the card's button label. */
export function courseActionKey(course: Course) {
  if (course.isCertificate) return "cards.viewCertificate" as const;
  const started = (course.progress ?? 0) > 0;
  if (isPracticeCourse(course)) {
    return started ? ("cards.continuePracticing" as const) : ("cards.startPracticing" as const);
  }
  return started ? ("cards.continueLearning" as const) : ("cards.startLearning" as const);
}

/**
 * Translation key of a certificate card's type label: "Certified reviewer" (a passed calibration
 * exercise, issue 16), "Practice set" or "Video lessons".
 */
export function certificateTypeKey(course: Course) {
  if (course.certificateResourceType === "ReviewerCalibration")
    return "calibration.certificateType" as const;
  return isPracticeCourse(course)
    ? ("cards.certificateTypePractice" as const)
    : ("cards.certificateTypeLearning" as const);
}
