import type { Database } from "../../db/client";
import {
  findReviewPolicy,
  findValidCertification,
  listCertifiedUntil,
} from "./calibration.queries";

/*
 * Fair reviews (issue 16): the review policy and reviewer certifications, as other modules read
 * them (reviews gate scores on `isCertified`, interviews take the blind default, members show
 * `certifiedUntil`). The calibration exercises themselves are added here too.
 */

export type CalibrationServiceDeps = { db: Database; clock: () => Date };

export function createCalibrationService({ db, clock }: CalibrationServiceDeps) {
  return {
    reviewPolicy: (organizationId: string) => findReviewPolicy(db, { organizationId }),

    /** Whether the member holds a reviewer certification of this organization, valid now. */
    async isCertified(organizationId: string, userId: string): Promise<boolean> {
      return (
        (await findValidCertification(db, { organizationId, userId, at: clock() })) !== undefined
      );
    },

    validCertification: (organizationId: string, userId: string) =>
      findValidCertification(db, { organizationId, userId, at: clock() }),

    certifiedUntil: (organizationId: string, userIds: string[]) =>
      listCertifiedUntil(db, { organizationId, userIds, at: clock() }),
  };
}

export type CalibrationService = ReturnType<typeof createCalibrationService>;
