import type { CertificateResourceType } from "@candor/shared/rules/training";
import type { Database } from "../../db/client";
import type { PointsSourceType } from "../../db/schema/index";
import type { MemberScope } from "../../plugins/auth";
import { curriculumCard, interviewCard, toInterviewCard } from "./cards.serializer";
import { isCurriculumAvailable, loadCatalogueAccess } from "./catalogue.queries";
import { lockUserCourse } from "./course-lock";
import {
  findCurriculumBySlug,
  findInterviewBySlug,
  findVideo,
  listAnswers,
  listCurriculumCards,
  listInterviewCards,
  listQuestions,
  type UserScope,
} from "./courses.queries";
import { assertCurriculumAvailable, settleCurriculumProgress } from "./curriculum-progress";
import { issueCertificate } from "./issue-certificate";
import { awardPoints, pointsFrom } from "./points";

export type { CatalogueAccess } from "./catalogue.queries";
export {
  type CurriculumCardRow,
  type CurriculumRow,
  // SQL of a course's points, for the queries of other modules that list courses (certificates).
  curriculumContentPointsSql,
  type InterviewCardRow,
  interviewPointsSql,
  type UserScope,
} from "./courses.queries";

export type TrainingProgressServiceDeps = { db: Database };

/**
 * What the training modules share (curricula, quizzes, notes, certificates, practice interviews):
 * which curricula the organization's plan includes, the courses with the user's progress, Candor
 * points paid once per source, the per-user course lock, the progress settled after a change and
 * the certificate it may issue. Built once in app.ts and handed to those modules' services.
 *
 * The writes (`lockUserCourse`, `awardPoints`, `settleCurriculumProgress`, `issueCertificate`)
 * take the caller's transaction: they must commit or roll back with the change that caused them.
 */
export function createTrainingProgressService({ db }: TrainingProgressServiceDeps) {
  return {
    loadCatalogueAccess: (scope: MemberScope) => loadCatalogueAccess(db, scope),
    isCurriculumAvailable,
    /** 403 `training_not_available` unless the organization's plan includes the curriculum. */
    assertCurriculumAvailable: (scope: MemberScope, curriculum: { id: string; listed: boolean }) =>
      assertCurriculumAvailable(db, scope, curriculum),

    listCurriculumCards: (scope: UserScope) => listCurriculumCards(db, scope),
    findCurriculumBySlug: (query: UserScope & { slug: string }) => findCurriculumBySlug(db, query),
    listInterviewCards: (scope: UserScope) => listInterviewCards(db, scope),
    findInterviewBySlug: (query: UserScope & { slug: string }) => findInterviewBySlug(db, query),
    findVideo: (videoId: string) => findVideo(db, videoId),
    listQuestions: (quizIds: string[]) => listQuestions(db, quizIds),
    listAnswers: (questionIds: string[]) => listAnswers(db, questionIds),
    pointsFrom: (userId: string, sources: Partial<Record<PointsSourceType, readonly string[]>>) =>
      pointsFrom(db, userId, sources),

    curriculumCard,
    interviewCard,
    toInterviewCard,

    lockUserCourse: (tx: Database, userId: string, courseId: string) =>
      lockUserCourse(tx, userId, courseId),
    awardPoints: (
      tx: Database,
      award: { userId: string; sourceType: PointsSourceType; sourceId: string; points: number },
    ) => awardPoints(tx, award),
    settleCurriculumProgress: (
      tx: Database,
      change: { userId: string; curriculumId: string; now: Date },
    ) => settleCurriculumProgress(tx, change),
    issueCertificate: (
      tx: Database,
      certificate: {
        userId: string;
        resourceType: CertificateResourceType;
        resourceId: string;
        title: string;
        issuedAt: Date;
      },
    ) => issueCertificate(tx, certificate),
  };
}

export type TrainingProgressService = ReturnType<typeof createTrainingProgressService>;
