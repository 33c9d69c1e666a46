/**
 * What the training modules share (curricula, quizzes, notes, certificates, practice interviews):
 * which curricula the organization's plan includes, the courses with the user's progress, Candor
 * points paid once per source, the per-user course lock, the progress settled after a change and
 * the certificate it may issue. The only file of this module the others import.
 *
 * These are functions of a database rather than a service built in app.ts: the writes among them
 * (`awardPoints`, `lockUserCourse`, `settleCurriculumProgress`, `issueCertificate`) run inside
 * the caller's transaction, so each takes the transaction it joins.
 */
export { curriculumCard, interviewCard, toInterviewCard } from "./cards.serializer";
export {
  type CatalogueAccess,
  isCurriculumAvailable,
  loadCatalogueAccess,
} from "./catalogue.queries";
export { lockUserCourse } from "./course-lock";
export {
  type CurriculumCardRow,
  type CurriculumRow,
  curriculumContentPointsSql,
  findCurriculumBySlug,
  findInterviewBySlug,
  findVideo,
  type InterviewCardRow,
  interviewPointsSql,
  listAnswers,
  listCurriculumCards,
  listInterviewCards,
  listQuestions,
  type UserScope,
} from "./courses.queries";
export { assertCurriculumAvailable, settleCurriculumProgress } from "./curriculum-progress";
export { issueCertificate } from "./issue-certificate";
export { awardPoints, pointsFrom } from "./points";
