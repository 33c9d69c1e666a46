import { PLAN_TRAINING_COURSES } from "../constants";
import { normalizePlanKind } from "./billing-subscription";

/**
 * Training rules shared by the server (which decides) and the web app (which explains):
 * progress percentages and which courses a plan includes (SPEC §9).
 */

/**
 * Percent of a course done, 0–100, rounded down so that 100 means everything is done: a
 * curriculum counts its videos watched and quizzes completed, a practice set its questions
 * answered. Nothing to do is 0.
 */
export function progressPercent(done: number, total: number): number {
  if (total <= 0 || done <= 0) return 0;
  if (done >= total) return 100;
  return Math.floor((done * 100) / total);
}

/**
 * How many courses a plan includes (SPEC §9 "training courses: pro 3, premium all"); `"all"`
 * means every one. An unknown kind is treated as free.
 */
export function includedCoursesCount(kind: string | null | undefined): number | "all" {
  return PLAN_TRAINING_COURSES[normalizePlanKind(kind) ?? "free"];
}

/**
 * Whether the course at `rank` (0-based) of the catalogue is included in the plan. The courses
 * counted are the listed video curricula in catalogue order: complete curricula first, then the
 * specialized tracks, each by position. So pro's three are the complete curriculum and the first
 * two tracks, and free (0) includes none. Practice sets and the challenging scenarios are not
 * courses: every plan has them.
 */
export function isCourseIncluded(kind: string | null | undefined, rank: number): boolean {
  const included = includedCoursesCount(kind);
  return included === "all" || rank < included;
}

/** The two kinds of certificate and the record each is for (SPEC §2 Cards, §3). */
export const CERTIFICATE_RESOURCE_TYPES = [
  "Curriculum",
  "MockInterview",
  // A Certified reviewer certificate: its resource is the passing calibration attempt (issue 16).
  "ReviewerCalibration",
] as const;
export type CertificateResourceType = (typeof CERTIFICATE_RESOURCE_TYPES)[number];

/** The card's type label: "Video lessons" for a curriculum, "Practice set" for a practice. */
export const CERTIFICATE_TYPES = ["video_lessons", "practice_set", "certified_reviewer"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export function certificateTypeOf(resourceType: CertificateResourceType): CertificateType {
  if (resourceType === "ReviewerCalibration") return "certified_reviewer";
  return resourceType === "MockInterview" ? "practice_set" : "video_lessons";
}
