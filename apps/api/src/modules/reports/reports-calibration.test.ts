import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { insertReviewerCertification } from "../../../test/calibration";
import {
  insertInterview,
  insertReview,
  insertScorecard,
  inviteCandidate,
} from "../../../test/interviews";
import {
  type Actor,
  type ActorRequest,
  addMember,
  createOrganization,
  injectAs,
  receiveMail,
} from "../../../test/organizations";

/*
 * The calibration report (issue 16, decision 0046) on a fixture worked out by hand: three
 * reviewers score four candidates on two 5-point criteria, all in March 2030.
 *
 *            X (Communication)   Y (Problem solving)
 *   Alan     5 5 4 5  → 4.75      4 5 4 4 → 4.25      (lenient: drifts)
 *   Bea      3 3 2 3  → 2.75      3 4 3 3 → 3.25
 *   Carl     3 3 2 3  → 2.75      2 3 2 4 → 2.75
 *   team     41/12 = 3.4167       41/12 = 3.4167
 *
 * Differences: Alan +1.33 (X) and +0.83 (Y), both over 0.75: flagged; Bea −0.67, −0.17; Carl
 * −0.67, −0.67: not flagged. SD: 0.5 everywhere but Carl's Y, √(2.75/3) = 0.957.
 * Difference from the others' mean over the 8 units: Alan 13/8 = 1.625, Bea 5/8, Carl 9/8.
 * Krippendorff's alpha (interval) over the 8 units of 3 values: n = 24, Σx = 82, Σx² = 304,
 * Σ_u Σ_{i≠j}(x_i − x_j)²/(m_u − 1) = 56, so D_o = 56/24, D_e = 2(24·304 − 82²)/(24·23) = 1048/552
 * and α = 1 − (56/24)/(1048/552) = −37/262 ≈ −0.141 (Alan pulls against the others).
 */

let app: TestApp;
let dataDir: string;
let admin: Actor;
let hr: Actor;
let alan: Actor;
let bea: Actor;
let carl: Actor;
let outsider: Actor;
const ids: Record<string, string> = {};

const inject = (...request: ActorRequest) => injectAs(app, ...request);

async function report(actor: Actor, query = "") {
  const response = await inject(actor, "GET", `/v1/reports/calibration${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const NOW = new Date("2030-04-01T12:00:00Z");

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "candor-calibration-report-"));
  app = await buildTestApp({ dataDir, publicUrl: "https://candor.test" }, { clock: () => NOW });
  const created = await createOrganization(app, { subdomain: "calib" });
  admin = created.admin;
  const org = created.organization.id;
  hr = await addMember(app, org, ["hr_manager"]);
  alan = await addMember(app, org, ["reviewer"], {
    firstName: "Alan",
    lastName: "Turing",
    email: "alan@example.com",
    locale: "it",
  });
  bea = await addMember(app, org, ["reviewer"], { firstName: "Bea", lastName: "Bee" });
  carl = await addMember(app, org, ["reviewer"], { firstName: "Carl", lastName: "Sea" });
  const { scorecard, criteria } = await insertScorecard(app, org, {
    criteria: [{ name: "Communication" }, { name: "Problem solving" }],
  });
  const [x, y] = criteria;
  if (!x || !y) throw new Error("criteria not inserted");
  const { interview } = await insertInterview(app, org, { scorecardId: scorecard.id });
  ids.interview = interview.id;
  ids.position = interview.positionId;
  ids.alan = alan.user.id;
  ids.x = x.id;
  ids.y = y.id;
  const ratings: [Actor, [number, number][]][] = [
    [
      alan,
      [
        [5, 4],
        [5, 5],
        [4, 4],
        [5, 4],
      ],
    ],
    [
      bea,
      [
        [3, 3],
        [3, 4],
        [2, 3],
        [3, 3],
      ],
    ],
    [
      carl,
      [
        [3, 2],
        [3, 3],
        [2, 2],
        [3, 4],
      ],
    ],
  ];
  for (let candidate = 0; candidate < 4; candidate++) {
    const { candidateInterview } = await inviteCandidate(app, interview);
    for (const [reviewer, scores] of ratings) {
      const [rx, ry] = scores[candidate] as [number, number];
      await insertReview(app, candidateInterview, reviewer.user.id, {
        scorecardId: scorecard.id,
        submittedAt: new Date(`2030-03-${String(10 + candidate).padStart(2, "0")}T10:00:00Z`),
        scores: [
          { criterionId: x.id, rating: rx },
          { criterionId: y.id, rating: ry },
        ],
      });
    }
  }
  // Never counted: Bea's draft, and a review after the range (April) that a range leaves out.
  const { candidateInterview: late } = await inviteCandidate(app, interview);
  await insertReview(app, late, bea.user.id, {
    submittedAt: null,
    scores: [{ criterionId: x.id, rating: 1 }],
  });
  await insertReview(app, late, carl.user.id, {
    submittedAt: new Date("2030-03-31T10:00:00Z"),
    scores: [{ criterionId: x.id, rating: 1 }],
  });
  ids.late = late.id;
  await insertReviewerCertification(app, {
    organizationId: org,
    userId: bea.user.id,
    certifiedAt: new Date("2030-01-15T00:00:00Z"),
    meanAbsoluteDeviation: 0.375,
  });

  // Another organization with its own harsh reviewer on the same kind of data.
  const elsewhere = await createOrganization(app);
  outsider = elsewhere.admin;
  const other = await insertScorecard(app, elsewhere.organization.id);
  const { interview: otherInterview } = await insertInterview(app, elsewhere.organization.id, {
    scorecardId: other.scorecard.id,
  });
  ids.otherInterview = otherInterview.id;
  const { candidateInterview: otherCandidate } = await inviteCandidate(app, otherInterview);
  await insertReview(app, otherCandidate, outsider.user.id, {
    submittedAt: new Date("2030-03-12T10:00:00Z"),
    scores: other.criteria.map((criterion) => ({ criterionId: criterion.id, rating: 1 })),
  });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Reviewer = { id: string; attributes: Record<string, unknown> & { criteria: Criterion[] } };
type Criterion = Record<string, unknown> & { criterion_id: string };

function reviewerNamed(document: { data: Reviewer[] }, name: string) {
  const reviewer = document.data.find((item) => item.attributes.name === name);
  if (!reviewer) throw new Error(`${name} not in the report`);
  return reviewer;
}

function criterion(reviewer: Reviewer, id: string) {
  const found = reviewer.attributes.criteria.find((item) => item.criterion_id === id);
  if (!found) throw new Error("criterion not in the report");
  return found;
}

const MARCH = "?from=2030-03-01&to=2030-03-20";

describe("GET /v1/reports/calibration", () => {
  it("computes each reviewer's means, differences, spread and agreement exactly", async () => {
    const document = await report(admin, MARCH);
    expect(document.data.map((item: Reviewer) => item.attributes.name)).toEqual([
      "Alan Turing",
      "Bea Bee",
      "Carl Sea",
    ]);
    const alanRow = reviewerNamed(document, "Alan Turing");
    expect(alanRow.id).toBe(ids.alan);
    expect(alanRow.attributes).toMatchObject({
      reviews_count: 4,
      difference_from_others: 1.625,
      shared_units: 8,
      flagged: true,
      latest_calibration: null,
      exercise_assigned_at: null,
    });
    expect(criterion(alanRow, ids.x as string)).toEqual({
      criterion_id: ids.x,
      name: "Communication",
      rating_scale: 5,
      count: 4,
      mean: 4.75,
      team_mean: 3.42,
      difference: 1.33,
      sd: 0.5,
      distribution: [0, 0, 0, 1, 3],
      flagged: true,
    });
    expect(criterion(alanRow, ids.y as string)).toMatchObject({
      mean: 4.25,
      difference: 0.83,
      flagged: true,
    });

    const beaRow = reviewerNamed(document, "Bea Bee");
    expect(beaRow.attributes).toMatchObject({
      difference_from_others: 0.625,
      flagged: false,
      latest_calibration: {
        mean_absolute_deviation: 0.375,
        certified_at: "2030-01-15T00:00:00.000Z",
        expires_at: "2031-01-15T00:00:00.000Z",
      },
    });
    expect(criterion(beaRow, ids.x as string)).toMatchObject({ mean: 2.75, difference: -0.67 });
    expect(criterion(beaRow, ids.y as string)).toMatchObject({ mean: 3.25, difference: -0.17 });

    const carlRow = reviewerNamed(document, "Carl Sea");
    expect(carlRow.attributes).toMatchObject({ difference_from_others: 1.125, flagged: false });
    expect(criterion(carlRow, ids.y as string)).toMatchObject({
      mean: 2.75,
      difference: -0.67,
      sd: 0.96,
      distribution: [0, 2, 1, 1, 0],
      flagged: false,
    });

    expect(document.meta).toMatchObject({
      reviews_count: 12,
      alpha: Math.round((-37 / 262) * 1000) / 1000,
      shared_units: 8,
      threshold: 0.75,
      interview_id: null,
    });
  });

  it("keeps to the date range: a later review counts only when the range includes it", async () => {
    const withLate = await report(admin);
    expect(withLate.meta.reviews_count).toBe(13);
    expect(reviewerNamed(withLate, "Carl Sea").attributes.reviews_count).toBe(5);
    const march = await report(admin, MARCH);
    expect(reviewerNamed(march, "Carl Sea").attributes.reviews_count).toBe(4);
    const empty = await report(admin, "?from=2031-01-01");
    expect(empty).toMatchObject({ data: [], meta: { reviews_count: 0, alpha: null } });
  });

  it("narrows to a position or an interview of the organization; another's answers 404", async () => {
    const byInterview = await report(hr, `${MARCH}&interview_id=${ids.interview}`);
    expect(byInterview.meta.reviews_count).toBe(12);
    const byPosition = await report(hr, `${MARCH}&position_id=${ids.position}`);
    expect(byPosition.meta.reviews_count).toBe(12);
    const foreign = await inject(
      admin,
      "GET",
      `/v1/reports/calibration?interview_id=${ids.otherInterview}`,
    );
    expect(foreign.statusCode).toBe(404);
    const bad = await inject(admin, "GET", "/v1/reports/calibration?from=2030-03-10&to=2030-03-01");
    expect(bad.statusCode).toBe(422);
  });

  it("shows each organization only its own reviewers", async () => {
    const theirs = await report(outsider);
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0].id).toBe(outsider.user.id);
    const ours = await report(admin);
    expect(ours.data.map((item: Reviewer) => item.id)).not.toContain(outsider.user.id);
  });

  it("is refused to reviewers", async () => {
    const response = await inject(alan, "GET", "/v1/reports/calibration");
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /v1/reports/calibration/reviewers/{id}/assignments", () => {
  it("records the assignment, emails the reviewer in their language and the report shows it", async () => {
    await receiveMail(app);
    const response = await inject(
      admin,
      "POST",
      `/v1/reports/calibration/reviewers/${ids.alan}/assignments`,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.attributes).toEqual({
      user_id: ids.alan,
      assigned_at: NOW.toISOString(),
    });
    const mails = await receiveMail(app);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toContain("alan@example.com");
    expect(mails[0]?.subject).toBe("Ti è stato chiesto di svolgere l'esercizio di calibrazione");
    expect(mails[0]?.text).toContain("https://calib.candor.test/training/calibration");
    const document = await report(admin, MARCH);
    expect(reviewerNamed(document, "Alan Turing").attributes.exercise_assigned_at).toBe(
      NOW.toISOString(),
    );
  });

  it("answers 404 for another organization's member and 403 to a reviewer", async () => {
    const foreign = await inject(
      admin,
      "POST",
      `/v1/reports/calibration/reviewers/${outsider.user.id}/assignments`,
    );
    expect(foreign.statusCode).toBe(404);
    const byOutsider = await inject(
      outsider,
      "POST",
      `/v1/reports/calibration/reviewers/${ids.alan}/assignments`,
    );
    expect(byOutsider.statusCode).toBe(404);
    const byReviewer = await inject(
      bea,
      "POST",
      `/v1/reports/calibration/reviewers/${ids.alan}/assignments`,
    );
    expect(byReviewer.statusCode).toBe(403);
    expect(await receiveMail(app)).toEqual([]);
  });
});
