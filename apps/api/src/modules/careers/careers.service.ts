import { randomUUID } from "node:crypto";
import { RESUME_FIELD } from "@candor/shared/schemas/candidate-profile";
import type { CareersOrganization, CareersPosition } from "@candor/shared/schemas/careers";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { enqueueMail } from "../../lib/mail/mail-queue";
import type { FileStorage } from "../../lib/storage/storage";
import type { CandidateResumeService } from "../candidates/candidate-resume.service";
import { isPdf } from "../candidates/candidate-resume.service";
import type { CandidatesService } from "../candidates/candidates.service";
import type { CandidateEmailFiles } from "../email-templates/candidate-email.service";
import { applicationReceivedEmail } from "./careers.emails";
import {
  type CareersOrganizationRow,
  findOrganizationBySubdomain,
  findPublicPosition,
  findUserLocale,
  listPublicPositions,
  type PublicPositionRow,
  publicInterviewsOf,
} from "./careers.queries";

// Asked for a day, like the public interview page's logo; the file store caps it (decision 0006).
const LOGO_URL_LIFETIME_SECONDS = 24 * 60 * 60;

/** The signed-in candidate applying: their account's address and names. */
export type Applicant = {
  userId: string;
  email: string;
};

export type Application = {
  firstName: string;
  lastName: string;
  resume?: { bytes: Buffer; fileName: string | undefined };
  /** The honeypot field: people never see it, so anything in it marks a robot. */
  honeypot?: string;
};

export type CareersServiceDeps = {
  db: Database;
  clock: () => Date;
  storage: Pick<FileStorage, "signedUrl">;
  publicUrl: string;
  candidates: Pick<CandidatesService, "applyFromCareersPage">;
  resumes: Pick<CandidateResumeService, "replace">;
  /** Where candidate emails read the organization's logo from (inline in the email). */
  emailFiles: CandidateEmailFiles;
};

/**
 * The public careers page (issue 14): an organization found by its subdomain, its open positions
 * marked public, and applications from signed-in candidates, who become the organization's
 * candidates at "Applied" with source `careers_page` (one record per address, decision 0016).
 */
export function createCareersService(deps: CareersServiceDeps) {
  const { db, clock, storage, publicUrl, candidates, resumes, emailFiles } = deps;

  async function organizationOrNotFound(subdomain: string) {
    const organization = await findOrganizationBySubdomain(db, subdomain);
    if (!organization) throw AppError.notFound();
    return organization;
  }

  async function serializeOrganization(row: CareersOrganizationRow): Promise<CareersOrganization> {
    return {
      name: row.name,
      subdomain: row.subdomain,
      brand_color: row.brandColor,
      logo_url: row.logoKey
        ? await storage.signedUrl(row.logoKey, { expiresInSeconds: LOGO_URL_LIFETIME_SECONDS })
        : null,
      // The company profile (Company page): sanitized rich text, an http(s) address.
      description: row.description,
      website_url: row.websiteUrl,
    };
  }

  function serializePosition(
    row: PublicPositionRow,
    interviews: Map<string, string>,
  ): CareersPosition {
    return {
      id: row.id,
      title: row.title,
      department: row.department,
      location: row.location,
      location_type: row.locationType,
      employment_type: row.employmentType,
      description: row.description,
      opened_at: row.openedAt?.toISOString() ?? null,
      has_public_interview: interviews.has(row.id),
    };
  }

  async function positionOrNotFound(subdomain: string, positionId: string) {
    const organization = await organizationOrNotFound(subdomain);
    const scope = { organizationId: organization.id };
    const position = await findPublicPosition(db, { ...scope, positionId });
    if (!position) throw AppError.notFound();
    return { organization, scope, position };
  }

  return {
    /** `GET /v1/careers/{subdomain}`. */
    async page(subdomain: string) {
      const organization = await organizationOrNotFound(subdomain);
      const scope = { organizationId: organization.id };
      const rows = await listPublicPositions(db, scope);
      const interviews = await publicInterviewsOf(db, {
        ...scope,
        positionIds: rows.map((row) => row.id),
        now: clock(),
      });
      return {
        organization: await serializeOrganization(organization),
        positions: rows.map((row) => serializePosition(row, interviews)),
      };
    },

    /** `GET /v1/careers/{subdomain}/positions/{id}`. */
    async position(subdomain: string, positionId: string) {
      const { organization, scope, position } = await positionOrNotFound(subdomain, positionId);
      const interviews = await publicInterviewsOf(db, {
        ...scope,
        positionIds: [position.id],
        now: clock(),
      });
      return {
        organization: await serializeOrganization(organization),
        position: serializePosition(position, interviews),
      };
    },

    /**
     * `POST …/applications`. A filled honeypot is answered like a success and writes nothing. A
     * résumé that is not a PDF is refused before anything is written. The application-received
     * email goes out with the first application to a position that has no public interview; the
     * same person applying again changes nothing.
     */
    async apply(applicant: Applicant, subdomain: string, positionId: string, input: Application) {
      const { organization, scope, position } = await positionOrNotFound(subdomain, positionId);
      if (input.honeypot?.trim()) {
        return { id: randomUUID(), positionId: position.id, publicInterviewUuid: null };
      }
      if (input.resume && !isPdf(input.resume.bytes)) {
        throw new AppError("unsupported_media_type", { fields: { [RESUME_FIELD]: ["invalid"] } });
      }
      const now = clock();
      const interviews = await publicInterviewsOf(db, {
        ...scope,
        positionIds: [position.id],
        now,
      });
      const publicInterviewUuid = interviews.get(position.id) ?? null;
      const locale = await findUserLocale(db, applicant.userId);
      const { candidateId } = await db.transaction(async (tx) => {
        const applied = await candidates.applyFromCareersPage(tx, scope, {
          email: applicant.email,
          firstName: input.firstName,
          lastName: input.lastName,
          positionId: position.id,
          now,
        });
        if (applied.joined && !publicInterviewUuid) {
          await enqueueMail(
            tx,
            await applicationReceivedEmail(tx, emailFiles, {
              organizationId: organization.id,
              to: applicant.email,
              locale,
              firstName: input.firstName,
              lastName: input.lastName,
              positionTitle: position.title,
              publicUrl,
            }),
          );
        }
        return applied;
      });
      if (input.resume) {
        await resumes.replace({ ...scope, userId: null }, candidateId, input.resume);
      }
      return { id: candidateId, positionId: position.id, publicInterviewUuid };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
