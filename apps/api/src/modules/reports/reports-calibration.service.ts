import { displayName } from "@candor/shared/format";
import {
  CALIBRATION_DRIFT_THRESHOLD,
  krippendorffAlphaIntervalFromTotals,
  scaledThreshold,
} from "@candor/shared/rules/inter-rater";
import {
  CALIBRATION_EXERCISE_PATH,
  type CalibrationCriterionStats,
  type CalibrationReportQuery,
  type CalibrationReviewerAttributes,
} from "@candor/shared/schemas/reports-calibration";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, users } from "../../db/schema/index";
import { AppError } from "../../lib/app-error";
import { serverT, toLocale } from "../../lib/i18n";
import { resource } from "../../lib/jsonapi";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { MailMessage } from "../../lib/mail/mailer";
import { renderEmail } from "../../lib/mail/render-email";
import { isUuid } from "../../lib/query-helpers";
import { organizationOrigin } from "../../lib/urls";
import type { MemberScope } from "../../plugins/auth";
import {
  type CalibrationRow,
  type CalibrationScope,
  calibrationRows,
  findAssignee,
  findInterview,
  insertAssignment,
} from "./reports-calibration.queries";
import { findPosition } from "./reports-hiring.queries";
import { boundOf } from "./reports-hiring.service";

export type CalibrationReportServiceDeps = {
  db: Database;
  clock: () => Date;
  publicUrl: string;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The assignment email (texts in locales/<lng>/emails.json, `calibrationAssignment`). */
export function calibrationAssignmentEmail(input: {
  to: string;
  locale: string;
  recipientName: string;
  assignerName: string;
  link: string;
}): MailMessage {
  const locale = toLocale(input.locale);
  const t = serverT(locale, "emails");
  const subject = t("calibrationAssignment.subject");
  const body = renderEmail({
    locale,
    heading: subject,
    paragraphs: [
      t("common.hello", { name: input.recipientName }),
      t("calibrationAssignment.body", { assigner: input.assignerName }),
    ],
    action: { label: t("calibrationAssignment.action"), url: input.link },
    actionHint: t("common.hint"),
    footer: t("common.footer"),
  });
  return { to: input.to, subject, ...body };
}

/** Rows of one reviewer (consecutive in the query's order) into the report's attributes. */
function reviewerAttributes(rows: CalibrationRow[]): CalibrationReviewerAttributes {
  const first = rows[0] as CalibrationRow;
  let differenceSum = 0;
  let sharedUnits = 0;
  const criteria = rows.map((row): CalibrationCriterionStats => {
    const scale = Number(row.rating_scale);
    const mean = Number(row.mean);
    const teamMean = Number(row.team_mean);
    const difference = mean - teamMean;
    differenceSum += Number(row.others_difference_sum ?? 0);
    sharedUnits += Number(row.shared_units);
    const distribution = Array.from({ length: scale }, (_, index) =>
      Number(row.distribution[String(index + 1)] ?? 0),
    );
    return {
      criterion_id: row.criterion_id,
      name: row.criterion_name,
      rating_scale: scale,
      count: Number(row.n),
      mean: round2(mean),
      team_mean: round2(teamMean),
      difference: round2(difference),
      sd: row.sd === null ? null : round2(Number(row.sd)),
      distribution,
      // Compared unrounded, with a hair of tolerance for the float sums.
      flagged: Math.abs(difference) > scaledThreshold(scale) + 1e-9,
    };
  });
  return {
    name: displayName({
      firstName: first.first_name,
      lastName: first.last_name,
      email: first.email,
    }),
    email: first.email,
    reviews_count: Number(first.reviews_count),
    criteria,
    difference_from_others: sharedUnits > 0 ? round3(differenceSum / sharedUnits) : null,
    shared_units: sharedUnits,
    flagged: criteria.some((criterion) => criterion.flagged),
    latest_calibration:
      first.mad !== null && first.certified_at && first.expires_at
        ? {
            mean_absolute_deviation: Number(first.mad),
            certified_at: first.certified_at,
            expires_at: first.expires_at,
          }
        : null,
    exercise_assigned_at: first.assigned_at,
  };
}

/**
 * The calibration report of issue 16 (decision 0046) and its one action, assigning the
 * calibration exercise to a member (recorded, and emailed to them).
 */
export function createCalibrationReportService({
  db,
  clock,
  publicUrl,
}: CalibrationReportServiceDeps) {
  async function scopeOf(
    member: MemberScope,
    query: CalibrationReportQuery,
  ): Promise<CalibrationScope> {
    const from = boundOf(query.from, "from");
    const to = boundOf(query.to, "to");
    if (from && to && to < from) throw AppError.fields({ to: ["invalid"] });
    const organizationId = member.organizationId;
    const positionId = query.position_id ?? null;
    if (positionId !== null) {
      const found =
        isUuid(positionId) && (await findPosition(db, { organizationId, id: positionId }));
      if (!found) throw AppError.notFound();
    }
    const interviewId = query.interview_id ?? null;
    if (interviewId !== null) {
      const found =
        isUuid(interviewId) && (await findInterview(db, { organizationId, id: interviewId }));
      if (!found) throw AppError.notFound();
    }
    return { organizationId, positionId, interviewId, from, to };
  }

  return {
    async report(member: MemberScope, query: CalibrationReportQuery) {
      const scope = await scopeOf(member, query);
      const rows = await calibrationRows(db, scope);
      const byReviewer = new Map<string, CalibrationRow[]>();
      for (const row of rows) {
        const list = byReviewer.get(row.reviewer_id) ?? [];
        list.push(row);
        byReviewer.set(row.reviewer_id, list);
      }
      const first = rows[0];
      const alpha = first
        ? krippendorffAlphaIntervalFromTotals({
            n: Number(first.alpha_n),
            sum: Number(first.alpha_sum),
            sumOfSquares: Number(first.alpha_sum_of_squares),
            observed: Number(first.alpha_observed),
          })
        : null;
      return {
        data: [...byReviewer.entries()].map(([id, list]) =>
          resource("calibration_reviewer", id, reviewerAttributes(list)),
        ),
        meta: {
          from: scope.from?.toISOString() ?? null,
          to: scope.to?.toISOString() ?? null,
          position_id: scope.positionId,
          interview_id: scope.interviewId,
          reviews_count: first ? Number(first.total_reviews) : 0,
          alpha: alpha === null ? null : round3(alpha),
          shared_units: first ? Number(first.alpha_units) : 0,
          threshold: CALIBRATION_DRIFT_THRESHOLD,
        },
      };
    },

    /** Records the assignment and emails the member (another organization's id answers 404). */
    async assign(member: MemberScope, userId: string) {
      const organizationId = member.organizationId;
      const assignee = isUuid(userId) && (await findAssignee(db, { organizationId, id: userId }));
      if (!assignee) throw AppError.notFound();
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const row = await insertAssignment(t, {
          organizationId,
          userId: assignee.id,
          assignedById: member.userId,
          assignedAt: clock(),
        });
        const [context] = await t
          .select({ subdomain: organizations.subdomain })
          .from(organizations)
          .where(eq(organizations.id, organizationId));
        if (!context) throw AppError.notFound();
        const [assigner] = await t
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, member.userId));
        await enqueueMail(
          t,
          calibrationAssignmentEmail({
            to: assignee.email,
            locale: assignee.locale,
            recipientName: assignee.firstName || displayName(assignee),
            assignerName: assigner ? displayName(assigner) : "",
            link: `${organizationOrigin(publicUrl, context.subdomain)}${CALIBRATION_EXERCISE_PATH}`,
          }),
        );
        return {
          data: resource("calibration_assignment", row.id, {
            user_id: assignee.id,
            assigned_at: row.assignedAt.toISOString(),
          }),
        };
      });
    },
  };
}

export type CalibrationReportService = ReturnType<typeof createCalibrationReportService>;
