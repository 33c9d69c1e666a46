import type { EndpointPath } from "./endpoint-call";

/*
 * The method and path of a curriculum page's quiz submission. quizzes.ts spreads it into its
 * entry; schema-free, so the curriculum page loads no zod (docs/decisions/0049).
 */
export const quizzesPaths = {
  submitQuizAnswers: {
    operationId: "submitQuizAnswers",
    method: "POST",
    path: "/quizzes/:quizId/answers",
  },
} as const satisfies Record<string, EndpointPath>;
