import { z } from "zod";
import {
  AnswerInterviewQuestionInputSchema,
  InterviewDocumentSchema,
  InterviewListDocumentSchema,
} from "../schemas/practice-interviews";
import { defineEndpoint } from "./define-endpoint";

const tags = ["practice-interviews"] as const;
const InterviewParamsSchema = z.object({ slug: z.string().max(100) });

/** Practice interviews (SPEC §7 "interviews, questions, answers, reset"), for members. */
export const practiceInterviewsEndpoints = {
  listPracticeInterviews: defineEndpoint({
    operationId: "listPracticeInterviews",
    method: "GET",
    path: "/interviews",
    tags,
    summary: "Practice sets as cards (`type: practice`, `MockInterview`) with the user's progress",
    access: "member",
    responses: { 200: InterviewListDocumentSchema },
  }),
  getPracticeInterview: defineEndpoint({
    operationId: "getPracticeInterview",
    method: "GET",
    path: "/interviews/:slug",
    tags,
    summary:
      "A practice set with its questions (clip, options with points and feedback) and the user's answers; `current_question_id` is where it resumes",
    access: "member",
    params: InterviewParamsSchema,
    responses: { 200: InterviewDocumentSchema },
  }),
  answerPracticeInterview: defineEndpoint({
    operationId: "answerPracticeInterview",
    method: "POST",
    path: "/interviews/:slug/answers",
    tags,
    summary:
      "Answer a question (again to change the choice). The first answer to a question pays the option's points; the last question pays the set's bonus and issues its certificate. `included` holds the updated user",
    access: "member",
    params: InterviewParamsSchema,
    body: AnswerInterviewQuestionInputSchema,
    responses: { 200: InterviewDocumentSchema },
  }),
  resetPracticeInterview: defineEndpoint({
    operationId: "resetPracticeInterview",
    method: "POST",
    path: "/interviews/:slug/reset",
    tags,
    summary:
      "Start a practice set over: the user's answers are cleared; points and the certificate earned stay",
    access: "member",
    params: InterviewParamsSchema,
    responses: { 200: InterviewDocumentSchema },
  }),
} as const;
