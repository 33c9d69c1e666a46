import { path } from "@candor/shared/routes";
import { certificateTypeOf } from "@candor/shared/rules/training";
import type { CertificateAttributes } from "@candor/shared/schemas/certificates";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { toLocale } from "../../lib/i18n";
import { resource } from "../../lib/jsonapi";
import type { MemberScope } from "../../plugins/auth";
import type { TrainingProgressService } from "../training-progress/training-progress.service";
import { renderCertificatePdf } from "./certificate-pdf";
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  listCertificates,
} from "./certificates.queries";

export type CertificatesServiceDeps = {
  db: Database;
  publicUrl: string;
  /** The training modules' shared catalogue, progress, points and certificates. */
  progress: Pick<
    TrainingProgressService,
    | "curriculumCard"
    | "isCurriculumAvailable"
    | "listCurriculumCards"
    | "listInterviewCards"
    | "loadCatalogueAccess"
    | "toInterviewCard"
  >;
};

function holderName(row: CertificateRow): string {
  return `${row.holder.firstName} ${row.holder.lastName}`.trim();
}

/** Certificates of finished curricula and practice sets, their PDFs and the public check. */
export function createCertificatesService({ db, publicUrl, progress }: CertificatesServiceDeps) {
  const verifyUrl = (code: string) => `${publicUrl}${path("VerifyCertificate", { code })}`;

  function serialize(row: CertificateRow) {
    const { certificate } = row;
    const course = certificate.resourceType === "Curriculum" ? row.curriculum : row.interview;
    const attributes: CertificateAttributes = {
      title: certificate.title,
      description: course?.description ?? "",
      slug: course?.slug ?? "",
      image_slug: course?.imageSlug ?? null,
      avatar: null,
      candor_points: row.coursePoints ?? 0,
      progress: 100,
      got_certificate: true,
      is_certificate: true,
      certificate_type: certificateTypeOf(certificate.resourceType),
      certificate_resource_type: certificate.resourceType,
      type: certificate.resourceType === "MockInterview" ? "practice" : "learning",
      curriculum_type: row.curriculum?.type ?? null,
      is_available: true,
      resource_id: course?.id ?? null,
      holder_name: holderName(row),
      issued_at: certificate.issuedAt.toISOString(),
      verification_code: certificate.verificationCode,
      verify_url: verifyUrl(certificate.verificationCode),
      download_path: `/v1/certificates/${certificate.id}/download`,
    };
    return resource("certificate", certificate.id, attributes);
  }

  async function mine(scope: MemberScope, certificateId: string) {
    const row = await findCertificate(db, { userId: scope.userId, certificateId });
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async list(scope: MemberScope) {
      return (await listCertificates(db, scope)).map(serialize);
    },

    async get(scope: MemberScope, certificateId: string) {
      return serialize(await mine(scope, certificateId));
    },

    /**
     * Courses whose certificate the user can still earn on their plan: those in progress first
     * (most done first), then the rest in catalogue order, curricula before practice sets.
     */
    async recommended(scope: MemberScope, limit: number) {
      const [curriculumRows, interviewRows, access] = await Promise.all([
        progress.listCurriculumCards(scope),
        progress.listInterviewCards(scope),
        progress.loadCatalogueAccess(scope),
      ]);
      const cards = [
        ...curriculumRows
          .filter(
            (row) =>
              row.curriculum.awardsCertificate &&
              row.certificateId === null &&
              progress.isCurriculumAvailable(access, row.curriculum),
          )
          .map((row) => progress.curriculumCard(row, true)),
        ...interviewRows.filter((row) => row.certificateId === null).map(progress.toInterviewCard),
      ].filter((card) => card.attributes.progress < 100);
      const inProgress = cards
        .filter((card) => card.attributes.progress > 0)
        .sort((a, b) => b.attributes.progress - a.attributes.progress);
      const notStarted = cards.filter((card) => card.attributes.progress === 0);
      return [...inProgress, ...notStarted].slice(0, limit);
    },

    async pdf(scope: MemberScope, certificateId: string) {
      const row = await mine(scope, certificateId);
      const { certificate } = row;
      const pdf = await renderCertificatePdf({
        holderName: holderName(row),
        title: certificate.title,
        type: certificateTypeOf(certificate.resourceType),
        issuedAt: certificate.issuedAt,
        verificationCode: certificate.verificationCode,
        verifyUrl: verifyUrl(certificate.verificationCode),
        // Only its holder downloads a certificate: in their language.
        locale: toLocale(row.holder.locale),
      });
      const name = certificate.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      return { pdf, filename: `candor-certificate-${name || "course"}.pdf` };
    },

    /** Public: what a verifier may know of a certificate, by its code; 404 for any other. */
    async verify(code: string) {
      const normalized = code.trim().toUpperCase();
      const row = /^[0-9A-Z-]{1,20}$/.test(normalized)
        ? await findCertificateByCode(db, normalized)
        : undefined;
      if (!row) throw AppError.notFound();
      const { certificate } = row;
      return resource("certificate_verification", certificate.verificationCode, {
        valid: true as const,
        verification_code: certificate.verificationCode,
        holder_name: holderName(row),
        title: certificate.title,
        certificate_type: certificateTypeOf(certificate.resourceType),
        certificate_resource_type: certificate.resourceType,
        issued_at: certificate.issuedAt.toISOString(),
      });
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
