import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import {
  completeCandidate,
  type InterviewRow,
  insertInterview,
  insertReview,
  inviteCandidate,
  updateCandidateInterview,
} from "../../test/interviews";
import { type Actor, addMember, createOrganization, injectAs } from "../../test/organizations";
import {
  candidateInterviewReviews,
  candidateInterviews,
  reviewQueueReviewedCounts,
  users,
} from "./schema/index";

/*
 * A member's review queue count is the organization's waiting candidates less those the member
 * has submitted a review of, both kept by triggers (decisions 0037 and 0051). Whatever moves a
 * review or a candidate — a draft submitted, a decision, a candidate erased, a review deleted, a
 * member removed — the count the queue answers must equal a recount of the queue.
 */

let app: TestApp;
let organizationId: string;
let interview: InterviewRow;
let ada: Actor;
let bob: Actor;

beforeAll(async () => {
  app = await buildTestApp();
  organizationId = (await createOrganization(app, { name: "Acme" })).organization.id;
  ada = await addMember(app, organizationId, ["reviewer"]);
  bob = await addMember(app, organizationId, ["reviewer"]);
  interview = (await insertInterview(app, organizationId)).interview;
});
afterAll(() => app.close());

async function waitingCandidate(email: string) {
  const { candidateInterview } = await inviteCandidate(app, interview, { email });
  return completeCandidate(app, candidateInterview.id);
}

/** The queue recounted from its rows: waiting, and no review of the member's submitted. */
async function recount(reviewer: Actor) {
  return app.database.db.$count(
    candidateInterviews,
    and(
      eq(candidateInterviews.organizationId, organizationId),
      sql`${candidateInterviews.status} in ('completed', 'reviewed')`,
      isNull(candidateInterviews.decision),
      sql`not exists (select 1 from ${candidateInterviewReviews} mine
        where mine.candidate_interview_id = ${candidateInterviews.id}
          and mine.reviewer_id = ${reviewer.user.id} and mine.submitted_at is not null)`,
    ),
  );
}

/** Each member's queue count as the API answers it, against the recount. */
async function expectCountsToMatchTheQueue() {
  for (const reviewer of [ada, bob]) {
    const response = await injectAs(app, reviewer, "GET", "/v1/candidate_interviews/to_review");
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.pagy.count).toBe(await recount(reviewer));
  }
}

it("follows reviews submitted, drafts, decisions, erasures, deleted reviews and removed members", async () => {
  const first = await waitingCandidate("first@example.com");
  const second = await waitingCandidate("second@example.com");
  const third = await waitingCandidate("third@example.com");
  await expectCountsToMatchTheQueue();

  // Submitted reviews leave the reviewer's queue; a draft does not, until it is submitted.
  await insertReview(app, first, ada.user.id);
  await insertReview(app, second, ada.user.id);
  const draft = await insertReview(app, third, bob.user.id, { submittedAt: null });
  await insertReview(app, first, bob.user.id);
  await expectCountsToMatchTheQueue();
  expect(await recount(ada)).toBe(1);
  await app.database.db
    .update(candidateInterviewReviews)
    .set({ submittedAt: new Date() })
    .where(eq(candidateInterviewReviews.id, draft.id));
  await expectCountsToMatchTheQueue();

  // A decision takes a candidate out of every queue; clearing it brings them back.
  await updateCandidateInterview(app, first.id, { decision: "advance", status: "advanced" });
  await expectCountsToMatchTheQueue();
  await updateCandidateInterview(app, first.id, { decision: null, status: "reviewed" });
  await expectCountsToMatchTheQueue();

  // An erased candidate takes their reviews along.
  await app.database.db.delete(candidateInterviews).where(eq(candidateInterviews.id, second.id));
  await expectCountsToMatchTheQueue();

  // A deleted review puts the candidate back in the reviewer's queue.
  await app.database.db
    .delete(candidateInterviewReviews)
    .where(
      and(
        eq(candidateInterviewReviews.candidateInterviewId, first.id),
        eq(candidateInterviewReviews.reviewerId, bob.user.id),
      ),
    );
  await expectCountsToMatchTheQueue();

  // Kept counts never drift below zero, and a removed member's reviews stop counting.
  const kept = await app.database.db
    .select({ count: reviewQueueReviewedCounts.count })
    .from(reviewQueueReviewedCounts)
    .where(eq(reviewQueueReviewedCounts.organizationId, organizationId));
  expect(kept.every((row) => row.count >= 0)).toBe(true);
  await app.database.db.delete(users).where(eq(users.id, ada.user.id));
  const [adaCount] = await app.database.db
    .select({ count: reviewQueueReviewedCounts.count })
    .from(reviewQueueReviewedCounts)
    .where(eq(reviewQueueReviewedCounts.reviewerId, ada.user.id));
  expect(adaCount?.count ?? 0).toBe(0);
  // Ada can no longer sign in: Bob's count is what remains to check.
  const response = await injectAs(app, bob, "GET", "/v1/candidate_interviews/to_review");
  expect(response.json().meta.pagy.count).toBe(await recount(bob));
});
