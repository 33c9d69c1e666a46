import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { FileStorage } from "../../lib/storage/storage";
import { calendarFor } from "./live-interviews.emails";
import { assertId } from "./live-interviews.input";
import type { LiveInterviewNotifier } from "./live-interviews.notify";
import {
  findCandidateLiveInterview,
  findLiveInterview,
  listAgendas,
  listCandidateLiveInterviews,
  listPanels,
} from "./live-interviews.queries";
import { serializeCandidateLiveInterview } from "./live-interviews.serializer";

/** A signed logo URL lives an hour, like the candidate dashboard's others (decision 0006). */
const LOGO_URL_LIFETIME_SECONDS = 60 * 60;
/** The dashboard keeps an interview this long after its start (then it is history). */
const SHOWN_AFTER_START_MS = 7 * 24 * 60 * 60 * 1000;

export type CandidateLiveInterviewsService = ReturnType<
  typeof createCandidateLiveInterviewsService
>;

/**
 * The candidate's side of live interviews (issue 13): a signed-in candidate sees the interviews
 * held with the organizations' records of their address, in every organization, and downloads
 * each as a calendar file. Never the panel's notes or the interviewers' addresses.
 */
export function createCandidateLiveInterviewsService({
  db,
  clock,
  storage,
  notifier,
}: {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
  notifier: LiveInterviewNotifier;
}) {
  return {
    async mine(candidate: { email: string }) {
      const since = new Date(clock().getTime() - SHOWN_AFTER_START_MS);
      const rows = await listCandidateLiveInterviews(db, { email: candidate.email, since });
      // Panels and agendas per organization: every query keeps its tenant's scope.
      const idsByOrganization = new Map<string, string[]>();
      for (const row of rows) {
        const ids = idsByOrganization.get(row.interview.organizationId) ?? [];
        ids.push(row.interview.id);
        idsByOrganization.set(row.interview.organizationId, ids);
      }
      const panels = new Map<string, Awaited<ReturnType<typeof listPanels>>>();
      const agendas = new Map<string, Awaited<ReturnType<typeof listAgendas>>>();
      for (const [organizationId, ids] of idsByOrganization) {
        panels.set(organizationId, await listPanels(db, { organizationId, ids }));
        agendas.set(organizationId, await listAgendas(db, { organizationId, ids }));
      }
      return Promise.all(
        rows.map(async (row) => {
          const { interview, organization } = row;
          return serializeCandidateLiveInterview(interview, {
            positionTitle: row.positionTitle,
            organization: {
              id: organization.id,
              name: organization.name,
              brand_color: organization.brandColor,
              logo_url: organization.logoKey
                ? await storage.signedUrl(organization.logoKey, {
                    expiresInSeconds: LOGO_URL_LIFETIME_SECONDS,
                  })
                : null,
            },
            panel: panels.get(interview.organizationId)?.get(interview.id) ?? [],
            agenda: agendas.get(interview.organizationId)?.get(interview.id) ?? [],
          });
        }),
      );
    },

    /** The event as the candidate's invitation carries it (their link, their language). */
    async calendar(candidate: { email: string }, id: string): Promise<string> {
      assertId(id);
      const owned = await findCandidateLiveInterview(db, { email: candidate.email, id });
      if (!owned) throw AppError.notFound();
      const interview = (await findLiveInterview(db, { organizationId: owned.organizationId, id }))
        ?.interview;
      if (!interview?.startsAt) throw AppError.notFound();
      const context = await notifier.context(db, interview);
      const ics = calendarFor(context, {
        method: interview.status === "cancelled" ? "CANCEL" : "PUBLISH",
        roomUrl: context.candidateUrl,
        locale: context.candidate.locale,
        stamp: clock(),
      });
      if (!ics) throw AppError.notFound();
      return ics;
    },
  };
}
