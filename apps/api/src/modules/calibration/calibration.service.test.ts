import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { insertReviewerCertification } from "../../../test/calibration";
import { createHiringTeam } from "../../../test/organizations";
import type { App } from "../../app";
import { createCalibrationService } from "./calibration.service";

describe("calibration service: review policy and certifications", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("reads the defaults for an organization without a policy row", async () => {
    const { organization } = await createHiringTeam(app);
    const service = createCalibrationService({ db: app.database.db, clock: () => new Date() });
    expect(await service.reviewPolicy(organization.id)).toMatchObject({
      calibrationPassThreshold: 0.5,
      certificationValidMonths: 12,
      blindReviewDefault: true,
    });
  });

  it("counts a certification only in its organization and until it expires", async () => {
    const { organization, reviewer, outsiderOrganizationId } = await createHiringTeam(app);
    const member = reviewer.user;
    const certifiedAt = new Date("2026-01-10T00:00:00Z");
    await insertReviewerCertification(app, {
      organizationId: organization.id,
      userId: member.id,
      certifiedAt,
      months: 12,
    });
    const at = (iso: string) =>
      createCalibrationService({ db: app.database.db, clock: () => new Date(iso) });
    expect(await at("2026-06-01T00:00:00Z").isCertified(organization.id, member.id)).toBe(true);
    expect(await at("2026-06-01T00:00:00Z").isCertified(outsiderOrganizationId, member.id)).toBe(
      false,
    );
    expect(await at("2027-01-10T00:00:01Z").isCertified(organization.id, member.id)).toBe(false);
    const until = await at("2026-06-01T00:00:00Z").certifiedUntil(organization.id, [member.id]);
    expect(until.get(member.id)?.toISOString()).toBe("2027-01-10T00:00:00.000Z");
  });
});
