import { z } from "zod";
import { CERTIFICATE_RESOURCE_TYPES } from "../rules/training";
import { CURRICULUM_TYPES } from "./curricula";
import { listDocumentSchema, PageQuerySchema, resourceSchema } from "./jsonapi";

/**
 * Reports (SPEC §7 "reports (top learners, learn, practice, certificates, overall activity,
 * satisfaction rate; optional user_id filter)"): what an organization's members did in training
 * and in hiring, read by every member. Each report counts the caller's organization only; a
 * `user_id` filter names one of its members (any other id answers 404 `not_found`).
 */

export const TOP_LEARNERS_DEFAULT = 5;
export const TOP_LEARNERS_MAX = 50;
export const OVERALL_ACTIVITY_DEFAULT = 10;
export const OVERALL_ACTIVITY_MAX = 50;
/** The ratings a candidate gives an interview (1 very poor … 5 excellent). */
export const SATISFACTION_RATINGS = [1, 2, 3, 4, 5] as const;
/** Ratings at or above this count as satisfied. */
export const SATISFIED_RATING = 4;

// ---- Shapes ----

/** A member as a report names them. */
export const ReportMemberSchema = z
  .object({ id: z.string(), first_name: z.string(), last_name: z.string() })
  .meta({ id: "ReportMember" });
export type ReportMember = z.infer<typeof ReportMemberSchema>;

/** One member's training totals; ranked by Candor points. */
export const TopLearnerAttributesSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    /** A signed URL of the avatar, null without one. */
    avatar: z.string().nullable(),
    points: z.number().int().min(0),
    videos_watched: z.number().int().min(0),
    /** Quizzes and practice steps submitted at least once. */
    quizzes_completed: z.number().int().min(0),
    certificates_count: z.number().int().min(0),
  })
  .meta({ id: "TopLearnerAttributes" });
export type TopLearnerAttributes = z.infer<typeof TopLearnerAttributesSchema>;

export const TeamTrainingTotalsSchema = z
  .object({
    members_count: z.number().int().min(0),
    /** Members with any points, watched video, quiz or certificate. */
    learners_count: z.number().int().min(0),
    points: z.number().int().min(0),
    certificates_count: z.number().int().min(0),
  })
  .meta({ id: "TeamTrainingTotals" });
export type TeamTrainingTotals = z.infer<typeof TeamTrainingTotalsSchema>;

/**
 * `GET /v1/reports/top_learners`: the members who trained, most Candor points first (then most
 * certificates, then by name); members with nothing yet are left out. `meta.team` sums everyone.
 */
export const TopLearnersDocumentSchema = z
  .object({
    data: z.array(resourceSchema("top_learner", TopLearnerAttributesSchema)),
    meta: z.object({ team: TeamTrainingTotalsSchema }),
  })
  .meta({ id: "TopLearnersDocument" });

/** A curriculum's progress across the members counted (the team, or the one member asked for). */
export const LearnReportAttributesSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    curriculum_type: z.enum(CURRICULUM_TYPES),
    /** Members who watched, played or submitted anything in it (or hold its certificate). */
    started_count: z.number().int().min(0),
    /** Members at 100% or holding its certificate. */
    completed_count: z.number().int().min(0),
    /** 0–100: the members' progress averaged over every member counted, 0 for those not started. */
    average_progress: z.number().int().min(0).max(100),
  })
  .meta({ id: "LearnReportAttributes" });
export type LearnReportAttributes = z.infer<typeof LearnReportAttributesSchema>;

const ReportScopeMetaSchema = z.object({
  /** Members counted: the organization's, or 1 with `user_id`. */
  members_count: z.number().int().min(0),
  user_id: z.string().nullable(),
});

/** `GET /v1/reports/learn`: every listed curriculum, in catalogue order. */
export const LearnReportDocumentSchema = z
  .object({
    data: z.array(resourceSchema("curriculum_report", LearnReportAttributesSchema)),
    meta: ReportScopeMetaSchema,
  })
  .meta({ id: "LearnReportDocument" });

/** A practice set's progress across the members counted. */
export const PracticeReportAttributesSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    questions_count: z.number().int().min(0),
    /** Members with an answer in it now, or who finished it once. */
    started_count: z.number().int().min(0),
    /** Members who finished it (answered every question) at least once. */
    completed_count: z.number().int().min(0),
    average_progress: z.number().int().min(0).max(100),
  })
  .meta({ id: "PracticeReportAttributes" });
export type PracticeReportAttributes = z.infer<typeof PracticeReportAttributesSchema>;

/** `GET /v1/reports/practice`: every practice set, in catalogue order; `completed_total` sums them. */
export const PracticeReportDocumentSchema = z
  .object({
    data: z.array(resourceSchema("practice_report", PracticeReportAttributesSchema)),
    meta: ReportScopeMetaSchema.extend({ completed_total: z.number().int().min(0) }),
  })
  .meta({ id: "PracticeReportDocument" });

export const CertificateReportAttributesSchema = z
  .object({
    title: z.string(),
    certificate_resource_type: z.enum(CERTIFICATE_RESOURCE_TYPES),
    issued_at: z.string(),
    holder: ReportMemberSchema,
  })
  .meta({ id: "CertificateReportAttributes" });
export type CertificateReportAttributes = z.infer<typeof CertificateReportAttributesSchema>;

/** `GET /v1/reports/certificates`: certificates earned by members, newest first, a page. */
export const CertificatesReportDocumentSchema = listDocumentSchema(
  resourceSchema("certificate_report", CertificateReportAttributesSchema),
).meta({ id: "CertificatesReportDocument" });

/**
 * What an activity item tells. Positions: created (`position_created_open` when it was opened at
 * once), opened, closed. Interviews: created, candidates invited. Candidates: started, completed,
 * and the decision on them. Training: a member earned a certificate.
 */
export const ACTIVITY_KINDS = [
  "position_created",
  "position_created_open",
  "position_opened",
  "position_closed",
  "interview_created",
  "candidates_invited",
  "candidate_started",
  "candidate_completed",
  "candidate_advanced",
  "candidate_rejected",
  "candidate_held",
  "certificate_earned",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const NamedRefSchema = z.object({ id: z.string(), title: z.string() });

export const ActivityAttributesSchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS),
    at: z.string(),
    /** The member who did it (who created, invited, decided; who earned the certificate). */
    actor: ReportMemberSchema.nullable(),
    /** The position concerned, directly or through its interview. */
    position: NamedRefSchema.nullable(),
    interview: NamedRefSchema.nullable(),
    /**
     * `id` is the candidate interview's (its review page), null once it was deleted; `name` the
     * candidate's name, or their email.
     */
    candidate: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
    certificate: NamedRefSchema.extend({
      certificate_resource_type: z.enum(CERTIFICATE_RESOURCE_TYPES),
    }).nullable(),
    /** `candidates_invited`: how many at once. */
    count: z.number().int().min(0).nullable(),
  })
  .meta({ id: "ActivityAttributes" });
export type ActivityAttributes = z.infer<typeof ActivityAttributesSchema>;

/** `GET /v1/reports/overall_activity`: the organization's newest activity, newest first. */
export const OverallActivityDocumentSchema = z
  .object({ data: z.array(resourceSchema("activity", ActivityAttributesSchema)) })
  .meta({ id: "OverallActivityDocument" });

const RatingCountsSchema = z
  .object(
    Object.fromEntries(
      SATISFACTION_RATINGS.map((rating) => [String(rating), z.number().int().min(0)]),
    ) as Record<`${(typeof SATISFACTION_RATINGS)[number]}`, z.ZodNumber>,
  )
  .meta({ id: "SatisfactionDistribution" });

export const SatisfactionRateAttributesSchema = z
  .object({
    count: z.number().int().min(0),
    /** Mean rating, 1–5 with two decimals; null before any feedback. */
    average_rating: z.number().min(1).max(5).nullable(),
    /** 0–100: the share of ratings of 4 or 5; null before any feedback. */
    satisfied_percent: z.number().int().min(0).max(100).nullable(),
    /** How many gave each rating, every rating present. */
    distribution: RatingCountsSchema,
    from: z.string().nullable(),
    to: z.string().nullable(),
  })
  .meta({ id: "SatisfactionRateAttributes" });
export type SatisfactionRateAttributes = z.infer<typeof SatisfactionRateAttributesSchema>;

/** `GET /v1/reports/satisfaction_rate`: candidates' feedback on the organization's interviews. */
export const SatisfactionRateDocumentSchema = z
  .object({ data: resourceSchema("satisfaction_rate", SatisfactionRateAttributesSchema) })
  .meta({ id: "SatisfactionRateDocument" });

// ---- Input ----

const userIdFilter = {
  /** One member of the caller's organization; another id answers 404. */
  user_id: z.string({ error: "invalid" }).max(100, "invalid").optional(),
};

function limitSchema(max: number, fallback: number) {
  return z.coerce
    .number({ error: "not_a_number" })
    .int("invalid")
    .min(1, "invalid")
    .max(max, "invalid")
    .default(fallback);
}

export const TopLearnersQuerySchema = z.object({
  limit: limitSchema(TOP_LEARNERS_MAX, TOP_LEARNERS_DEFAULT),
});
export type TopLearnersQuery = z.infer<typeof TopLearnersQuerySchema>;

export const ReportUserQuerySchema = z.object(userIdFilter);
export type ReportUserQuery = z.infer<typeof ReportUserQuerySchema>;

export const CertificatesReportQuerySchema = PageQuerySchema.extend(userIdFilter);
export type CertificatesReportQuery = z.infer<typeof CertificatesReportQuerySchema>;

export const OverallActivityQuerySchema = z.object({
  limit: limitSchema(OVERALL_ACTIVITY_MAX, OVERALL_ACTIVITY_DEFAULT),
});
export type OverallActivityQuery = z.infer<typeof OverallActivityQuerySchema>;

/** A day (`2030-05-01`, from its start or through its end, UTC) or a date-time with offset. */
const dayOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "invalid",
});

/** `from` and `to` bound the feedback's date, both included; `to` before `from` is invalid. */
export const SatisfactionRateQuerySchema = z.object({
  from: dayOrDateTime.optional(),
  to: dayOrDateTime.optional(),
});
export type SatisfactionRateQuery = z.infer<typeof SatisfactionRateQuerySchema>;
