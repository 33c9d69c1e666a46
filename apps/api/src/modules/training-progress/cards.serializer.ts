import { certificateTypeOf, progressPercent } from "@candor/shared/rules/training";
import type { CourseCardAttributes } from "@candor/shared/schemas/curricula";
import { resource } from "../../lib/jsonapi";
import type { CurriculumRow, InterviewCardRow } from "./courses.queries";

/** The card of a curriculum (SPEC §3 Card) for the signed-in user. */
export function curriculumCard(
  row: {
    curriculum: CurriculumRow;
    itemsCount: number;
    doneCount: number;
    contentPoints: number;
    certificateId: string | null;
  },
  isAvailable: boolean,
) {
  const { curriculum } = row;
  const attributes: CourseCardAttributes = {
    title: curriculum.title,
    description: curriculum.description,
    slug: curriculum.slug,
    image_slug: curriculum.imageSlug,
    avatar: null,
    candor_points: curriculum.points ?? row.contentPoints,
    progress: progressPercent(row.doneCount, row.itemsCount),
    got_certificate: row.certificateId !== null,
    is_certificate: false,
    certificate_type: certificateTypeOf("Curriculum"),
    certificate_resource_type: "Curriculum",
    type: "learning",
    curriculum_type: curriculum.type,
    is_available: isAvailable,
  };
  return resource("curriculum", curriculum.id, attributes);
}

export type InterviewCardInput = {
  id: string;
  slug: string;
  title: string;
  description: string;
  imageSlug: string | null;
  candorPoints: number;
  answeredCount: number;
  questionsCount: number;
  certificateId: string | null;
};

/** The card of a practice set: `type: "practice"`, `certificate_resource_type: "MockInterview"`. */
export function interviewCard(row: InterviewCardInput) {
  const attributes: CourseCardAttributes = {
    title: row.title,
    description: row.description,
    slug: row.slug,
    image_slug: row.imageSlug,
    avatar: null,
    candor_points: row.candorPoints,
    progress: progressPercent(row.answeredCount, row.questionsCount),
    got_certificate: row.certificateId !== null,
    is_certificate: false,
    certificate_type: certificateTypeOf("MockInterview"),
    certificate_resource_type: "MockInterview",
    type: "practice",
    curriculum_type: null,
    is_available: true,
  };
  return resource("interview", row.id, attributes);
}

/** A practice set's card from its row with the user's progress. */
export function toInterviewCard(row: InterviewCardRow) {
  return interviewCard({
    id: row.interview.id,
    slug: row.interview.slug,
    title: row.interview.title,
    description: row.interview.description,
    imageSlug: row.interview.imageSlug,
    candorPoints: row.candorPoints,
    answeredCount: row.answeredCount,
    questionsCount: row.questionsCount,
    certificateId: row.certificateId,
  });
}
