import type { CourseCardAttributes, CurriculumAttributes } from "@candor/shared/schemas/curricula";
import type { JsonApiRecord } from "../jsonapi";

/**
 * The training records several training features read, camelCase off the wire: the curriculum
 * (its notes belong to `notes`, its quizzes to `quizzes`) and the course card that curricula,
 * practice sets and certificates all list.
 */

/** A curriculum with its parts, videos, notes and quizzes (SPEC §3), camelCase off the wire. */
export type Curriculum = JsonApiRecord<CurriculumAttributes>;
export type CurriculumPart = Curriculum["curriculumParts"][number];
export type CurriculumVideo = CurriculumPart["curriculumVideos"][number];
export type CurriculumNote = CurriculumVideo["notes"][number];
export type Quiz = CurriculumVideo["quizzes"][number];
export type QuizQuestion = Quiz["quizQuestions"][number];
export type QuizAnswer = QuizQuestion["quizAnswers"][number];

/** A course card of SPEC §3 (a curriculum, a practice set or a certificate), camelCased. */
export type CourseCardRecord = JsonApiRecord<CourseCardAttributes>;
