import { z } from "zod";
import { CANDIDATE_INTERVIEW_STATUSES, REVIEW_DECISIONS } from "../rules/interviews";
import { resourceSchema } from "./jsonapi";
import { ReviewAverageSchema, ReviewCriterionSchema } from "./scorecard-feedback";

/*
 * The candidate profile page (issue 12, `/hire/candidates/{id}`): the résumé and the one-way
 * interviews of one candidate, beside what schemas/candidates.ts already describes.
 */

/** Whole megabytes, compared as SPEC §5 does (the floor of the size in MB). */
export const RESUME_MAX_SIZE_MB = 10;
/** The multipart field the résumé comes in. */
export const RESUME_FIELD = "resume";
export const RESUME_FILE_NAME_MAX_LENGTH = 200;

export const CandidateResumeAttributesSchema = z
  .object({
    candidate_id: z.string(),
    file_name: z.string(),
    size_bytes: z.number().int().min(0),
    content_type: z.literal("application/pdf"),
    /** Signed, short-lived URL serving the PDF inline (the preview's and the link's). */
    url: z.string(),
    uploaded_at: z.string(),
  })
  .meta({ id: "CandidateResumeAttributes" });
export type CandidateResumeAttributes = z.infer<typeof CandidateResumeAttributesSchema>;
export const CandidateResumeResourceSchema = resourceSchema(
  "candidate_resume",
  CandidateResumeAttributesSchema,
);
/** `GET /v1/candidates/{id}/resume`: the résumé, or `data: null` when there is none. */
export const CandidateResumeDocumentSchema = z
  .object({ data: CandidateResumeResourceSchema.nullable() })
  .meta({ id: "CandidateResumeDocument" });
export type CandidateResumeDocument = z.infer<typeof CandidateResumeDocumentSchema>;

/** The upload once the multipart body is parsed: the file's bytes and, optionally, its name. */
export const CandidateResumeUploadSchema = z
  .object({
    [RESUME_FIELD]: z
      .instanceof(Uint8Array, {
        error: (issue) => (issue.input === undefined ? "blank" : "invalid"),
      })
      .meta({ type: "string", format: "binary", description: "A PDF" }),
    file_name: z.string().max(RESUME_FILE_NAME_MAX_LENGTH, "too_long").optional(),
  })
  .meta({ id: "CandidateResumeUpload" });

/**
 * One one-way interview of the candidate as their profile shows it. The scores follow the review
 * page's rule: `average` is null (and `others_visible` false) until the caller has submitted their
 * own review of that interview.
 */
export const CandidateProfileInterviewAttributesSchema = z
  .object({
    interview: z.object({ id: z.string(), title: z.string() }),
    position: z.object({ id: z.string(), title: z.string() }),
    status: z.enum(CANDIDATE_INTERVIEW_STATUSES),
    decision: z.enum(REVIEW_DECISIONS).nullable(),
    /** The candidate's own deadline, else the interview's; null when neither has one. */
    effective_deadline: z.string().nullable(),
    accommodations: z.object({
      time_multiplier: z.number(),
      extra_retakes: z.number().int().min(0),
    }),
    invited_at: z.string(),
    completed_at: z.string().nullable(),
    /** Submitted reviews, counted for everyone (the count reveals no score). */
    reviews_count: z.number().int().min(0),
    /** The caller's own review: none, a draft, or submitted. */
    my_review: z.enum(["none", "draft", "submitted"]),
    others_visible: z.boolean(),
    /** The interview's scorecard criteria (else the position's), in order; empty without one. */
    criteria: z.array(ReviewCriterionSchema),
    average: ReviewAverageSchema.nullable(),
  })
  .meta({ id: "CandidateProfileInterviewAttributes" });
export type CandidateProfileInterviewAttributes = z.infer<
  typeof CandidateProfileInterviewAttributesSchema
>;
export const CandidateProfileInterviewResourceSchema = resourceSchema(
  "candidate_interview",
  CandidateProfileInterviewAttributesSchema,
);
export type CandidateProfileInterviewResource = z.infer<
  typeof CandidateProfileInterviewResourceSchema
>;
/** `GET /v1/candidates/{id}/interviews`: every one-way interview, newest invitation first. */
export const CandidateProfileInterviewListDocumentSchema = z
  .object({ data: z.array(CandidateProfileInterviewResourceSchema) })
  .meta({ id: "CandidateProfileInterviewListDocument" });
export type CandidateProfileInterviewListDocument = z.infer<
  typeof CandidateProfileInterviewListDocumentSchema
>;
