import type { CertificateResourceType } from "@candor/shared/rules/training";
import type {
  ActivityAttributes,
  ActivityKind,
  CertificateReportAttributes,
  CertificatesReportQuery,
  LearnReportAttributes,
  OverallActivityQuery,
  PracticeReportAttributes,
  ReportUserQuery,
  SatisfactionRateAttributes,
  SatisfactionRateQuery,
  TopLearnerAttributes,
  TopLearnersQuery,
} from "@candor/shared/schemas/reports";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { resource } from "../../lib/jsonapi";
import { isUuid } from "../../lib/query-helpers";
import type { MemberScope } from "../../plugins/auth";
import {
  type ActivityRow,
  countMembers,
  findMember,
  learnReport,
  listActivity,
  listMemberCertificates,
  listTopLearners,
  type MembersScope,
  practiceReport,
  satisfactionCounts,
  teamTrainingTotals,
} from "./reports.queries";

export type ReportsServiceDeps = {
  db: Database;
  /** A signed URL of an avatar (as the current user's is served), null without a key. */
  avatarUrl: (avatarKey: string | null) => Promise<string | null>;
};

function averageOf(sum: number, members: number): number {
  return members > 0 ? Math.min(100, Math.round(sum / members)) : 0;
}

/** A day's first moment (`from`) or last (`to`), or the date-time as given. */
function boundOf(value: string | undefined, edge: "from" | "to"): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${edge === "from" ? "00:00:00.000" : "23:59:59.999"}Z`);
  }
  return new Date(value);
}

function serializeActivity(row: ActivityRow) {
  const attributes: ActivityAttributes = {
    kind: row.kind as ActivityKind,
    at: row.at,
    actor:
      row.actor_id && row.actor_first_name !== null && row.actor_last_name !== null
        ? { id: row.actor_id, first_name: row.actor_first_name, last_name: row.actor_last_name }
        : null,
    position:
      row.position_id && row.position_title !== null
        ? { id: row.position_id, title: row.position_title }
        : null,
    interview:
      row.interview_id && row.interview_title !== null
        ? { id: row.interview_id, title: row.interview_title }
        : null,
    candidate: row.candidate_name
      ? { id: row.candidate_interview_id, name: row.candidate_name }
      : null,
    certificate:
      row.certificate_id && row.certificate_title !== null
        ? {
            id: row.certificate_id,
            title: row.certificate_title,
            certificate_resource_type: row.certificate_resource_type as CertificateResourceType,
          }
        : null,
    count: row.count === null ? null : Number(row.count),
  };
  return resource("activity", `${row.kind}:${row.sort_id}`, attributes);
}

/**
 * The reports of SPEC §7, for every member of an organization. A `user_id` narrows the training
 * reports to one member of the caller's organization; any other id is not found.
 */
export function createReportsService({ db, avatarUrl }: ReportsServiceDeps) {
  async function membersScope(scope: MemberScope, userId: string | undefined) {
    const { organizationId } = scope;
    if (userId === undefined) return { organizationId } satisfies MembersScope;
    if (!isUuid(userId) || !(await findMember(db, { organizationId, userId }))) {
      throw AppError.notFound();
    }
    return { organizationId, userId } satisfies MembersScope;
  }

  return {
    async topLearners(scope: MemberScope, query: TopLearnersQuery) {
      const [rows, team] = await Promise.all([
        listTopLearners(db, { organizationId: scope.organizationId, limit: query.limit }),
        teamTrainingTotals(db, scope),
      ]);
      const data = await Promise.all(
        rows.map(async (row) => {
          const attributes: TopLearnerAttributes = {
            first_name: row.first_name,
            last_name: row.last_name,
            avatar: await avatarUrl(row.avatar_key),
            points: Number(row.points),
            videos_watched: Number(row.videos_watched),
            quizzes_completed: Number(row.quizzes_completed),
            certificates_count: Number(row.certificates_count),
          };
          return resource("top_learner", row.id, attributes);
        }),
      );
      return {
        data,
        meta: {
          team: {
            members_count: Number(team.members_count),
            learners_count: Number(team.learners_count),
            points: Number(team.points),
            certificates_count: Number(team.certificates_count),
          },
        },
      };
    },

    async learn(scope: MemberScope, query: ReportUserQuery) {
      const members = await membersScope(scope, query.user_id);
      const [rows, membersCount] = await Promise.all([
        learnReport(db, members),
        countMembers(db, members),
      ]);
      return {
        data: rows.map((row) => {
          const attributes: LearnReportAttributes = {
            title: row.title,
            slug: row.slug,
            curriculum_type: row.curriculum_type,
            started_count: Number(row.started_count),
            completed_count: Number(row.completed_count),
            average_progress: averageOf(Number(row.progress_sum), membersCount),
          };
          return resource("curriculum_report", row.id, attributes);
        }),
        meta: { members_count: membersCount, user_id: query.user_id ?? null },
      };
    },

    async practice(scope: MemberScope, query: ReportUserQuery) {
      const members = await membersScope(scope, query.user_id);
      const [rows, membersCount] = await Promise.all([
        practiceReport(db, members),
        countMembers(db, members),
      ]);
      const data = rows.map((row) => {
        const attributes: PracticeReportAttributes = {
          title: row.title,
          slug: row.slug,
          questions_count: Number(row.questions_count),
          started_count: Number(row.started_count),
          completed_count: Number(row.completed_count),
          average_progress: averageOf(Number(row.progress_sum), membersCount),
        };
        return resource("practice_report", row.id, attributes);
      });
      const completedTotal = data.reduce((sum, row) => sum + row.attributes.completed_count, 0);
      return {
        data,
        meta: {
          members_count: membersCount,
          user_id: query.user_id ?? null,
          completed_total: completedTotal,
        },
      };
    },

    async certificates(scope: MemberScope, query: CertificatesReportQuery) {
      const members = await membersScope(scope, query.user_id);
      const { rows, count } = await listMemberCertificates(db, { ...members, ...query });
      const data = rows.map(({ certificate, holder }) => {
        const attributes: CertificateReportAttributes = {
          title: certificate.title,
          certificate_resource_type: certificate.resourceType,
          issued_at: certificate.issuedAt.toISOString(),
          holder: { id: holder.id, first_name: holder.firstName, last_name: holder.lastName },
        };
        return resource("certificate_report", certificate.id, attributes);
      });
      return { data, count };
    },

    async overallActivity(scope: MemberScope, query: OverallActivityQuery) {
      const rows = await listActivity(db, {
        organizationId: scope.organizationId,
        limit: query.limit,
      });
      return { data: rows.map(serializeActivity) };
    },

    async satisfactionRate(scope: MemberScope, query: SatisfactionRateQuery) {
      const from = boundOf(query.from, "from");
      const to = boundOf(query.to, "to");
      if (from && to && to < from) throw AppError.fields({ to: ["invalid"] });
      const row = await satisfactionCounts(db, { organizationId: scope.organizationId, from, to });
      const total = Number(row?.count ?? 0);
      const attributes: SatisfactionRateAttributes = {
        count: total,
        average_rating:
          total > 0 && row?.average != null ? Math.round(Number(row.average) * 100) / 100 : null,
        satisfied_percent:
          total > 0 ? Math.round((Number(row?.satisfied ?? 0) * 100) / total) : null,
        distribution: {
          "1": Number(row?.r1 ?? 0),
          "2": Number(row?.r2 ?? 0),
          "3": Number(row?.r3 ?? 0),
          "4": Number(row?.r4 ?? 0),
          "5": Number(row?.r5 ?? 0),
        },
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
      };
      return { data: resource("satisfaction_rate", scope.organizationId, attributes) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
