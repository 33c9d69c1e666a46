import type { Permission } from "@candor/shared/permissions";
import { CONSENT_NOTICE_VERSION } from "@candor/shared/rules/candidate-trust";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accommodationRequests, invoices } from "../src/db/schema/index";
import { issueSessionToken } from "../src/modules/accounts/session-token";
import { unlimitedRateLimiter } from "./accounts";
import { buildTestApp, type TestApp } from "./build-test-app";
import { insertCalibrationExercise } from "./calibration";
import {
  insertCandidate,
  insertCandidateNote,
  insertCandidatePosition,
  insertStage,
} from "./candidates";
import {
  insertCategory,
  insertCustomSet,
  insertQuestion,
  insertScorecard,
} from "./content-library";
import {
  insertAnswer,
  insertAnswerComment,
  insertInterview,
  insertInterviewNote,
  inviteCandidate,
} from "./interviews";
import { type Actor, addMember, createCandidate, createOrganization } from "./organizations";
import { insertPosition } from "./positions";
import { importContent, insertCertificate, insertNote, TINY_CONTENT } from "./training";

/**
 * Who may call each route, written from SPEC §6 and the issues, independently of the routes'
 * own `config.access`: the test below checks every route of the OpenAPI document against it,
 * so a new route without a line here fails, and a route opened by mistake fails too.
 */
/** `candidate`: only a signed-in candidate (user type Candidate), never a member. */
type Expected = "public" | "user" | "candidate" | readonly Permission[];
const MEMBERS: readonly Permission[] = ["admin", "hr_manager", "reviewer"];
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
const ADMINS: readonly Permission[] = ["admin"];

const EXPECTED_ACCESS: Record<string, Expected> = {
  "GET /v1/health": "public",
  "GET /v1/config": "public",
  "POST /v1/page_views": "public",
  "GET /v1/files/{path}": "public",
  "POST /v1/users": "public",
  "POST /v1/users/login": "public",
  "POST /v1/users/logout": "user",
  "POST /v1/users/activate": "public",
  "POST /v1/users/activation": "user",
  "POST /v1/users/forgot": "public",
  "POST /v1/users/reset_password": "public",
  "GET /v1/users/current": "user",
  "PUT /v1/users/current": "user",
  "DELETE /v1/users/current": "user",
  "PUT /v1/users/current/avatar": "user",
  "DELETE /v1/users/current/avatar": "user",
  "POST /v1/users/session_handoff": "user",
  "POST /v1/users/session_handoff/redeem": "public",
  "GET /v1/organizations/subdomain_availability": "public",
  "GET /v1/organizations/current": MEMBERS,
  "PUT /v1/organizations/current": ADMINS,
  "GET /v1/branding": ADMINS,
  "PUT /v1/branding": ADMINS,
  "PUT /v1/branding/logo": ADMINS,
  "DELETE /v1/branding/logo": ADMINS,
  "GET /v1/organizations/current/users": MEMBERS,
  "GET /v1/organizations/current/users/{id}": MEMBERS,
  "DELETE /v1/organizations/current/users/{id}": ADMINS,
  "GET /v1/users/{id}": MEMBERS,
  "PUT /v1/users/{userId}/update_permissions": ADMINS,
  "GET /v1/organizations/current/review_policy": MEMBERS,
  "PUT /v1/organizations/current/review_policy": ADMINS,
  "POST /v1/organizations/current/users/{id}/invite_to_certify": ADMINS,
  "POST /v1/invitations": ADMINS,
  "GET /v1/invitations": ADMINS,
  "DELETE /v1/invitations/{id}": ADMINS,
  "POST /v1/invitations/{id}/resend": ADMINS,
  "GET /v1/invitations/lookup": "public",
  "POST /v1/invitations/accept": "public",
  // Positions (issue 5): admins and HR managers manage, every member reads.
  "GET /v1/positions": MEMBERS,
  "POST /v1/positions": MANAGERS,
  "GET /v1/positions/{id}": MEMBERS,
  "PUT /v1/positions/{id}": MANAGERS,
  "DELETE /v1/positions/{id}": MANAGERS,
  "GET /v1/positions/latest": MEMBERS,
  "GET /v1/positions/search": MEMBERS,
  "GET /v1/positions/stats": MEMBERS,
  "GET /v1/positions/limit": MEMBERS,
  "POST /v1/positions/bulk_close": MANAGERS,
  "GET /v1/industries": "public",
  // Plans and billing (issue 5): the plans are public, only admins touch billing.
  "GET /v1/plans": "public",
  "GET /v1/subscriptions/current": MEMBERS,
  "POST /v1/subscriptions": ADMINS,
  "POST /v1/subscriptions/cancel": ADMINS,
  "POST /v1/subscriptions/reactivate": ADMINS,
  "POST /v1/subscriptions/preview_upgrade": ADMINS,
  "POST /v1/subscriptions/upgrade": ADMINS,
  "POST /v1/subscriptions/downgrade": ADMINS,
  "POST /v1/subscriptions/cancel_downgrade": ADMINS,
  "GET /v1/subscriptions/invoices": ADMINS,
  "GET /v1/subscriptions/invoices/{id}/download": ADMINS,
  "POST /v1/subscriptions/portal": ADMINS,
  "GET /v1/subscriptions/billing_contact": ADMINS,
  "PUT /v1/subscriptions/billing_contact": ADMINS,
  "POST /v1/demo_requests": "public",
  // Training (issue 4): every member learns; candidates do not; certificates verify publicly.
  "GET /v1/curriculums": MEMBERS,
  "GET /v1/curriculums/{curriculumSlug}": MEMBERS,
  "PUT /v1/curriculum_videos/{videoId}/log": MEMBERS,
  "PUT /v1/curriculum_videos/{videoId}/watched": MEMBERS,
  "POST /v1/notes": MEMBERS,
  "PUT /v1/notes/{noteId}": MEMBERS,
  "DELETE /v1/notes/{noteId}": MEMBERS,
  "POST /v1/quizzes/{quizId}/answers": MEMBERS,
  "GET /v1/certificates": MEMBERS,
  "GET /v1/certificates/recommended": MEMBERS,
  "GET /v1/certificates/{id}": MEMBERS,
  "GET /v1/certificates/{id}/download": MEMBERS,
  "GET /v1/certificates/verify/{code}": "public",
  "GET /v1/onboarding_survey": MEMBERS,
  "POST /v1/onboarding_survey": MEMBERS,
  "GET /v1/interviews": MEMBERS,
  "GET /v1/interviews/{slug}": MEMBERS,
  "POST /v1/interviews/{slug}/answers": MEMBERS,
  "POST /v1/interviews/{slug}/reset": MEMBERS,
  // Calibration exercises (issue 16): every member calibrates; candidates do not.
  "GET /v1/calibration_exercises": MEMBERS,
  "GET /v1/calibration_exercises/{id}": MEMBERS,
  "POST /v1/calibration_exercises": MANAGERS,
  "DELETE /v1/calibration_exercises/{id}": MANAGERS,
  "POST /v1/calibration_exercises/{id}/attempts": MEMBERS,
  // Resumable uploads (issue 6): any signed-in user (what each may upload depends on the purpose);
  // the tus discovery is public.
  "OPTIONS /v1/uploads": "public",
  "POST /v1/uploads": "user",
  "HEAD /v1/uploads/{id}": "user",
  "PATCH /v1/uploads/{id}": "user",
  "DELETE /v1/uploads/{id}": "user",
  // The candidate's own interviews (issue 6): candidates only, members never.
  "GET /v1/candidates/by_token/{token}": "candidate",
  "POST /v1/prerecorded_interviews/public/{uuid}/join": "candidate",
  "POST /v1/careers/{subdomain}/positions/{id}/applications": "candidate",
  "GET /v1/candidate_interviews/mine": "candidate",
  "GET /v1/candidate_interviews/mine/{id}": "candidate",
  "POST /v1/candidate_interviews/mine/{id}/consent": "candidate",
  "POST /v1/candidate_interviews/mine/{id}/start": "candidate",
  "PUT /v1/candidate_interviews/mine/{id}/answers/{questionId}": "candidate",
  "PUT /v1/candidate_interviews/mine/{id}/text_answers/{questionId}": "candidate",
  "POST /v1/candidate_interviews/mine/{id}/submit": "candidate",
  "POST /v1/candidate_interviews/mine/{id}/feedback": "candidate",
  // Content library and scorecards (issue 6): admins and HR managers build them; every member
  // reads a scorecard (reviewers fill them in).
  "GET /v1/categories": MANAGERS,
  "POST /v1/categories": MANAGERS,
  "PUT /v1/categories/{id}": MANAGERS,
  "DELETE /v1/categories/{id}": MANAGERS,
  "GET /v1/prerecorded_questions": MANAGERS,
  "POST /v1/prerecorded_questions": MANAGERS,
  "GET /v1/prerecorded_questions/{id}": MANAGERS,
  "PUT /v1/prerecorded_questions/{id}": MANAGERS,
  "DELETE /v1/prerecorded_questions/{id}": MANAGERS,
  "GET /v1/custom_sets": MANAGERS,
  "POST /v1/custom_sets": MANAGERS,
  "GET /v1/custom_sets/{id}": MANAGERS,
  "PUT /v1/custom_sets/{id}": MANAGERS,
  "DELETE /v1/custom_sets/{id}": MANAGERS,
  "GET /v1/scorecards": MANAGERS,
  "POST /v1/scorecards": MANAGERS,
  "GET /v1/scorecards/templates": MANAGERS,
  "GET /v1/scorecards/search": MANAGERS,
  "GET /v1/scorecards/{id}": MEMBERS,
  "PUT /v1/scorecards/{id}": MANAGERS,
  "DELETE /v1/scorecards/{id}": MANAGERS,
  "POST /v1/scorecards/{id}/attach": MANAGERS,
  // Live interviews (issue 13): managers schedule and change them; every member reads (a
  // reviewer only their panels', the others answering 404); candidates have their own calls.
  "GET /v1/live_interviews": MEMBERS,
  "POST /v1/live_interviews": MANAGERS,
  "GET /v1/live_interviews/{id}": MEMBERS,
  "PUT /v1/live_interviews/{id}": MANAGERS,
  "DELETE /v1/live_interviews/{id}": MANAGERS,
  "POST /v1/live_interviews/{id}/cancel": MANAGERS,
  "GET /v1/live_interviews/mine": "candidate",
  "GET /v1/live_interviews/mine/{id}/calendar.ics": "candidate",
  // Pre-recorded interviews, their candidates and reviews (issue 6): admins and HR managers build,
  // invite, remind, extend and decide; every member reads and reviews; the public view is open.
  "GET /v1/prerecorded_interviews": MEMBERS,
  "POST /v1/prerecorded_interviews": MANAGERS,
  "GET /v1/prerecorded_interviews/{id}": MEMBERS,
  "PUT /v1/prerecorded_interviews/{id}": MANAGERS,
  "DELETE /v1/prerecorded_interviews/{id}": MANAGERS,
  "GET /v1/prerecorded_interviews/{id}/events": MEMBERS,
  "GET /v1/prerecorded_interviews/public/{uuid}": "public",
  "GET /v1/careers/{subdomain}": "public",
  "GET /v1/careers/{subdomain}/positions/{id}": "public",
  "GET /v1/prerecorded_interviews/invitation/{token}": "public",
  "GET /v1/prerecorded_interviews/{id}/candidate_interviews": MEMBERS,
  "POST /v1/prerecorded_interviews/{id}/invitations": MANAGERS,
  "POST /v1/candidate_interviews/{id}/remind": MANAGERS,
  "PUT /v1/candidate_interviews/{id}": MANAGERS,
  "POST /v1/candidate_interviews/{id}/decision": MEMBERS,
  "GET /v1/candidate_interviews/to_review": MEMBERS,
  "GET /v1/candidate_interviews/{id}": MEMBERS,
  "PUT /v1/candidate_interviews/{id}/review": MEMBERS,
  "GET /v1/prerecorded_answers/{id}/comments": MEMBERS,
  "POST /v1/prerecorded_answers/{id}/comments": MEMBERS,
  "DELETE /v1/answer_comments/{id}": MEMBERS,
  "GET /v1/candidate_interviews/{id}/notes": MEMBERS,
  "POST /v1/candidate_interviews/{id}/notes": MEMBERS,
  "PUT /v1/candidate_interview_notes/{id}": MEMBERS,
  "DELETE /v1/candidate_interview_notes/{id}": MEMBERS,
  // Candidates (issue 12, SPEC §6 "candidates list and candidate"): admins and HR managers only;
  // notes are changed by their author alone.
  "GET /v1/candidates": MANAGERS,
  "POST /v1/candidates": MANAGERS,
  "GET /v1/candidates/{id}": MANAGERS,
  "PUT /v1/candidates/{id}": MANAGERS,
  "DELETE /v1/candidates/{id}": MANAGERS,
  "GET /v1/candidates/{id}/events": MANAGERS,
  "GET /v1/candidates/{id}/notes": MANAGERS,
  "POST /v1/candidates/{id}/notes": MANAGERS,
  "PUT /v1/candidate_notes/{id}": MANAGERS,
  "DELETE /v1/candidate_notes/{id}": MANAGERS,
  "POST /v1/candidate_positions": MANAGERS,
  "PUT /v1/candidate_positions/{id}": MANAGERS,
  // The pipeline (issue 12): admins and HR managers read it and a position's board; admins change it.
  "GET /v1/pipeline_stages": MANAGERS,
  "POST /v1/pipeline_stages": ADMINS,
  "PUT /v1/pipeline_stages": ADMINS,
  "PUT /v1/pipeline_stages/{key}": ADMINS,
  "DELETE /v1/pipeline_stages/{key}": ADMINS,
  "GET /v1/positions/{id}/pipeline": MANAGERS,
  // The candidate profile's interviews and résumé (the résumé's other-organization 404s are in
  // candidate-profile.routes.test.ts: its multipart body is refused before a JSON one is read).
  "GET /v1/candidates/{id}/interviews": MANAGERS,
  // Live interviews after the scheduling (issue 13): the candidate's slot page by their link's
  // token; feedback for any member (the service answers 404 off the panel).
  "GET /v1/candidates/{id}/live_feedback": MANAGERS,
  "GET /v1/live_interviews/{id}/slot_choice": "public",
  "POST /v1/live_interviews/{id}/slot_choice": "public",
  "GET /v1/live_interviews/feedback_due": MEMBERS,
  "GET /v1/live_interviews/{id}/feedback": MEMBERS,
  "PUT /v1/live_interviews/{id}/feedback": MEMBERS,
  "POST /v1/live_interviews/{id}/feedback/submit": MEMBERS,
  // The built-in room (issue 13): the panel's members, and the candidate by their personal link
  // (public: the token is the key); the socket takes a single-use ticket, never a session.
  "GET /v1/live_interviews/{id}/room": MEMBERS,
  "POST /v1/live_interviews/{id}/room_ticket": MEMBERS,
  "GET /v1/live_interviews/{id}/room_socket": "public",
  "GET /v1/live_interview_rooms/{id}": "public",
  "POST /v1/live_interview_rooms/{id}/ticket": "public",
  "GET /v1/live_interviews/{id}/notes": MEMBERS,
  "PUT /v1/live_interviews/{id}/notes/{noteId}": MEMBERS,
  "DELETE /v1/live_interviews/{id}/notes/{noteId}": MEMBERS,
  "PUT /v1/live_interviews/{id}/agenda_items/{itemId}/asked": MEMBERS,
  // Guidance (issue 18): each user's own tours; the organization's analytics switch.
  "PUT /v1/users/current/tours/{key}": "user",
  "PUT /v1/organizations/current/product-analytics": ADMINS,
  "GET /v1/candidates/{id}/resume": MANAGERS,
  "PUT /v1/candidates/{id}/resume": MANAGERS,
  "DELETE /v1/candidates/{id}/resume": MANAGERS,
  // Privacy (issue 17): retention is the admins' setting, read by those who see candidates.
  "GET /v1/organizations/current/retention": MANAGERS,
  "PUT /v1/organizations/current/retention": ADMINS,
  "GET /v1/organizations/current/audit_log": ADMINS,
  "GET /v1/users/current/export": "user",
  "GET /v1/users/current/retention": "candidate",
  "GET /v1/candidates/{id}/privacy": MANAGERS,
  "PUT /v1/candidates/{id}/legal_hold": MANAGERS,
  "GET /v1/candidates/{id}/export": MANAGERS,
  "POST /v1/candidates/{id}/erasure": MANAGERS,
  // CSV import, export and bulk actions on candidates: as the list.
  "POST /v1/candidate_imports/preview": MANAGERS,
  "POST /v1/candidate_imports": MANAGERS,
  "GET /v1/candidates/export": MANAGERS,
  "POST /v1/candidates/bulk": MANAGERS,
  // Inviting from the profile, and the interviews its picker offers: as inviting from the
  // interview's page.
  "GET /v1/prerecorded_interviews/invitable": MANAGERS,
  "POST /v1/candidates/{id}/interview_invitations": MANAGERS,
  // Email templates are company settings, admins only (SPEC §6 "company"); writing to a candidate
  // and rejecting them, as the candidate's profile.
  "GET /v1/email_templates": ADMINS,
  "PUT /v1/email_templates/{kind}/{locale}": ADMINS,
  "DELETE /v1/email_templates/{kind}/{locale}": ADMINS,
  "POST /v1/email_templates/preview": ADMINS,
  "POST /v1/email_templates/test": ADMINS,
  "POST /v1/candidates/{id}/emails/preview": MANAGERS,
  "POST /v1/candidates/{id}/emails": MANAGERS,
  "POST /v1/candidate_positions/{id}/reject": MANAGERS,
  // Reports (SPEC §7): every member reads them, reviewers included (the dashboard shows them).
  "GET /v1/reports/top_learners": MEMBERS,
  "GET /v1/reports/learn": MEMBERS,
  "GET /v1/reports/practice": MEMBERS,
  "GET /v1/reports/certificates": MEMBERS,
  "GET /v1/reports/overall_activity": MEMBERS,
  "GET /v1/reports/satisfaction_rate": MEMBERS,
  "GET /v1/reports/hiring_funnel": MANAGERS,
  "GET /v1/reports/interview_completion": MANAGERS,
  "GET /v1/reports/pending_reviews": MANAGERS,
  "GET /v1/reports/satisfaction_trend": MANAGERS,
  "GET /v1/reports/calibration": MANAGERS,
  "POST /v1/reports/calibration/reviewers/{id}/assignments": MANAGERS,
  // Candidate communications (issue 17): a candidate asks on their own interview; every member
  // sees requests, admins and HR managers answer (as they set accommodations); admins set
  // whether decisions email the candidate, which every member's decision dialog reads.
  "GET /v1/candidate_interviews/mine/{id}/accommodation_requests": "candidate",
  "POST /v1/candidate_interviews/mine/{id}/accommodation_requests": "candidate",
  "GET /v1/candidate_interviews/{id}/accommodation_requests": MEMBERS,
  "GET /v1/prerecorded_interviews/{id}/accommodation_requests": MEMBERS,
  "POST /v1/accommodation_requests/{id}/answer": MANAGERS,
  "GET /v1/organizations/current/candidate_emails": MEMBERS,
  "PUT /v1/organizations/current/candidate_emails": ADMINS,
  "GET /v1/reports/live_feedback_timeliness": MANAGERS,
};

type Role = "anonymous" | "candidate" | Permission;
const ROLES: readonly Role[] = ["anonymous", "candidate", "reviewer", "hr_manager", "admin"];

function isAllowed(expected: Expected, role: Role): boolean {
  if (expected === "public") return true;
  if (role === "anonymous") return false;
  if (expected === "user") return true;
  if (expected === "candidate") return role === "candidate";
  return role !== "candidate" && expected.includes(role);
}

describe("every /v1 route answers each kind of caller as the permission tables say", () => {
  let app: TestApp;
  let routes: { method: string; path: string }[];
  let organizationId: string;
  const actors = new Map<Role, Actor>();
  let outsider: Actor;

  /**
   * A fresh record of the organization for each call, so one call's effects never leak; given the
   * caller, for records only their author may change.
   */
  const freshIds: Record<string, (actor?: Actor) => Promise<string>> = {
    "/v1/organizations/current/users/{id}": async () =>
      (await addMember(app, organizationId, ["reviewer"])).user.id,
    "/v1/users/{id}": async () => (await addMember(app, organizationId, ["reviewer"])).user.id,
    "/v1/users/{userId}/update_permissions": async () =>
      (await addMember(app, organizationId, ["reviewer"])).user.id,
    "/v1/invitations/{id}": invitationId,
    "/v1/invitations/{id}/resend": invitationId,
    "/v1/positions/{id}": async () => (await insertPosition(app, organizationId)).id,
    "/v1/positions/{id}/pipeline": async () => (await insertPosition(app, organizationId)).id,
    // A stage nobody is in, so the admin's delete goes through.
    "/v1/pipeline_stages/{key}": async () => (await insertStage(app, organizationId)).key,
    "/v1/subscriptions/invoices/{id}/download": invoiceId,
    // The admin's own training records: other members and outsiders find none of them.
    "/v1/notes/{noteId}": async () => insertNote(app, adminId()),
    "/v1/certificates/{id}": async () => insertCertificate(app, adminId()),
    "/v1/calibration_exercises/{id}": calibrationExerciseId,
    "/v1/calibration_exercises/{id}/attempts": calibrationExerciseId,
    "/v1/certificates/{id}/download": async () => insertCertificate(app, adminId()),
    // The candidate's own candidate interview, to be found by them alone.
    "/v1/candidate_interviews/mine/{id}": ownCandidateInterviewId,
    "/v1/candidate_interviews/mine/{id}/start": ownCandidateInterviewId,
    "/v1/candidate_interviews/mine/{id}/consent": ownCandidateInterviewId,
    // The organization's library rows: Candor's own are covered by the modules' tests.
    "/v1/categories/{id}": async () => (await insertCategory(app, organizationId)).id,
    "/v1/prerecorded_questions/{id}": async () => (await insertQuestion(app, organizationId)).id,
    "/v1/custom_sets/{id}": async () => (await insertCustomSet(app, organizationId)).id,
    "/v1/scorecards/{id}": async () => (await insertScorecard(app, organizationId)).id,
    "/v1/scorecards/{id}/attach": async () => (await insertScorecard(app, organizationId)).id,
    // Interviews, their candidates (completed, so reviews and decisions apply), answers; the
    // comments and notes are the caller's own.
    "/v1/prerecorded_interviews/{id}": interviewId,
    "/v1/prerecorded_interviews/{id}/events": interviewId,
    "/v1/prerecorded_interviews/{id}/candidate_interviews": interviewId,
    "/v1/prerecorded_interviews/{id}/invitations": interviewId,
    "/v1/candidate_interviews/{id}": completedCandidateInterviewId,
    "/v1/candidate_interviews/{id}/remind": completedCandidateInterviewId,
    "/v1/candidate_interviews/{id}/decision": completedCandidateInterviewId,
    "/v1/candidate_interviews/{id}/review": completedCandidateInterviewId,
    "/v1/candidate_interviews/{id}/notes": completedCandidateInterviewId,
    "/v1/prerecorded_answers/{id}/comments": async () => (await answered()).answer.id,
    "/v1/answer_comments/{id}": async (actor) => {
      const { answer } = await answered();
      return (await insertAnswerComment(app, answer, actor?.user.id ?? adminId())).id;
    },
    "/v1/candidate_interview_notes/{id}": async (actor) => {
      const { candidateInterview } = await answered();
      return (await insertInterviewNote(app, candidateInterview, actor?.user.id ?? adminId())).id;
    },
    // The organization's candidates; a note is the caller's own.
    "/v1/candidates/{id}": candidateId,
    "/v1/candidates/{id}/events": candidateId,
    "/v1/candidates/{id}/notes": candidateId,
    "/v1/candidates/{id}/interviews": candidateId,
    "/v1/candidates/{id}/interview_invitations": candidateId,
    "/v1/candidate_notes/{id}": async (actor) => {
      const candidate = await insertCandidate(app, organizationId);
      return (await insertCandidateNote(app, candidate, actor?.user.id ?? adminId())).id;
    },
    "/v1/candidate_positions/{id}": async () => {
      const candidate = await insertCandidate(app, organizationId);
      const position = await insertPosition(app, organizationId);
      return (await insertCandidatePosition(app, candidate, position.id)).id;
    },
    "/v1/candidate_positions/{id}/reject": async () => {
      const candidate = await insertCandidate(app, organizationId);
      const position = await insertPosition(app, organizationId);
      return (await insertCandidatePosition(app, candidate, position.id)).id;
    },
    "/v1/candidates/{id}/emails": candidateId,
    "/v1/candidates/{id}/emails/preview": candidateId,
    "/v1/candidate_interviews/mine/{id}/accommodation_requests": ownCandidateInterviewId,
    "/v1/candidate_interviews/{id}/accommodation_requests": completedCandidateInterviewId,
    "/v1/prerecorded_interviews/{id}/accommodation_requests": interviewId,
    "/v1/accommodation_requests/{id}/answer": async () => {
      const { interview } = await insertInterview(app, organizationId);
      const { candidateInterview } = await inviteCandidate(app, interview);
      const [row] = await app.database.db
        .insert(accommodationRequests)
        .values({ organizationId, candidateInterviewId: candidateInterview.id, kind: "other" })
        .returning();
      if (!row) throw new Error("request not inserted");
      return row.id;
    },
  };
  async function calibrationExerciseId(): Promise<string> {
    return (await insertCalibrationExercise(app, { organizationId })).exercise.id;
  }
  async function candidateId(): Promise<string> {
    return (await insertCandidate(app, organizationId)).id;
  }
  async function interviewId(): Promise<string> {
    return (await insertInterview(app, organizationId)).interview.id;
  }
  async function answered() {
    const { interview, questions } = await insertInterview(app, organizationId);
    const { candidateInterview } = await inviteCandidate(app, interview, { status: "completed" });
    const questionId = questions[0]?.id ?? "";
    return { candidateInterview, answer: await insertAnswer(app, candidateInterview, questionId) };
  }
  async function completedCandidateInterviewId(): Promise<string> {
    return (await answered()).candidateInterview.id;
  }
  const adminId = () => {
    const admin = actors.get("admin");
    if (!admin) throw new Error("no admin yet");
    return admin.user.id;
  };
  let invoiceCount = 0;
  async function ownCandidateInterviewId(): Promise<string> {
    const { interview } = await insertInterview(app, organizationId);
    const candidateId = actors.get("candidate")?.user.id ?? null;
    return (await inviteCandidate(app, interview, { candidateId })).candidateInterview.id;
  }
  async function invoiceId(): Promise<string> {
    const [row] = await app.database.db
      .insert(invoices)
      .values({
        organizationId,
        number: ++invoiceCount,
        label: `ACCESS-${invoiceCount}`,
        reason: "subscription_cycle",
        kind: "pro",
        description: "Pro plan",
        amountCents: 15_000,
        billedToName: "Analytical Engines",
        periodStart: new Date("2030-01-01T00:00:00Z"),
        periodEnd: new Date("2030-02-01T00:00:00Z"),
        issuedAt: new Date("2030-01-01T00:00:00Z"),
      })
      .returning();
    if (!row) throw new Error("invoice not inserted");
    return row.id;
  }
  let invitationCount = 0;
  async function invitationId(): Promise<string> {
    const response = await app.inject({
      method: "POST",
      url: "/v1/invitations",
      headers: await headersOf(actors.get("admin")),
      payload: { email: `invitee-${++invitationCount}@example.com`, permissions: ["reviewer"] },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.id;
  }

  /** A new session for every call: a call such as logout must not sign the next one out. */
  async function headersOf(actor: Actor | undefined) {
    if (!actor) return {};
    const token = await issueSessionToken(app.database.db, {
      userId: actor.user.id,
      now: app.clock(),
    });
    return { authorization: `Bearer ${token}` };
  }

  /** Valid bodies where validation would otherwise answer before the record is looked up. */
  const validBodies: Record<string, object> = {
    "/v1/users/{userId}/update_permissions": { permissions: ["reviewer"] },
    "/v1/notes/{noteId}": { description: "<p>Changed</p>" },
    "/v1/calibration_exercises/{id}/attempts": { scores: [] },
    "/v1/prerecorded_interviews/{id}/invitations": {
      candidates: [{ email: "access@example.com" }],
    },
    "/v1/candidate_interviews/{id}/decision": { decision: "hold" },
    "/v1/candidate_interviews/mine/{id}/consent": { version: CONSENT_NOTICE_VERSION },
    "/v1/prerecorded_answers/{id}/comments": { timestamp_seconds: 1, body: "Access" },
    "/v1/candidate_interviews/{id}/notes": { body: "Access" },
    "/v1/candidate_interview_notes/{id}": { body: "Access" },
    "/v1/candidates/{id}/notes": { description: "<p>Access</p>" },
    "/v1/candidate_notes/{id}": { description: "<p>Access</p>" },
    "/v1/candidate_positions/{id}": { stage: "offer" },
    "/v1/candidates/{id}/interview_invitations": {
      interview_id: "00000000-0000-4000-8000-000000000000",
    },
    "/v1/candidates/{id}/emails": { subject: "Access", body: "Access" },
    "/v1/candidates/{id}/emails/preview": { subject: "Access", body: "Access" },
    "/v1/pipeline_stages/{key}": { name: "Renamed for access" },
    "/v1/categories/{id}": { name: "Renamed for access" },
    "/v1/scorecards/{id}/attach": { position_id: "00000000-0000-4000-8000-000000000000" },
    "/v1/candidate_interviews/mine/{id}/accommodation_requests": { kind: "other" },
    "/v1/accommodation_requests/{id}/answer": { status: "declined" },
    "/v1/organizations/current/candidate_emails": { email_on_advance: true, email_on_reject: true },
  };

  async function call(route: { method: string; path: string }, actor: Actor | undefined) {
    const makeId = freshIds[route.path];
    const id = makeId ? await makeId(actor) : "00000000-0000-4000-8000-000000000000";
    const url = route.path.replace("{*}", "unknown-file").replace(/\{[^}]+\}/g, id);
    const hasBody = route.method !== "GET" && route.method !== "DELETE";
    const response = await app.inject({
      method: route.method as "GET",
      url,
      headers: await headersOf(actor),
      ...(hasBody ? { payload: validBodies[route.path] ?? {} } : {}),
    });
    return { status: response.statusCode, body: response.body, hasFreshId: Boolean(makeId) };
  }

  beforeAll(async () => {
    app = await buildTestApp({}, { rateLimiter: unlimitedRateLimiter() });
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const { organization, admin } = await createOrganization(app);
    organizationId = organization.id;
    actors.set("admin", admin);
    actors.set("hr_manager", await addMember(app, organization.id, ["hr_manager"]));
    actors.set("reviewer", await addMember(app, organization.id, ["reviewer"]));
    actors.set("candidate", await createCandidate(app));
    outsider = (await createOrganization(app, { name: "Elsewhere Ltd" })).admin;
    await importContent(app, TINY_CONTENT);
  });
  afterAll(() => app.close());

  it("has an expected access for every route, and a route for every expectation", () => {
    const documented = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(documented).toEqual(Object.keys(EXPECTED_ACCESS).sort());
  });

  it("lets in exactly the callers the table allows, and never fails with a 5xx", async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const expected = EXPECTED_ACCESS[`${route.method} ${route.path}`];
      if (!expected) continue;
      const statuses = new Set<number>();
      for (const role of ROLES) {
        const { status, body } = await call(route, actors.get(role));
        statuses.add(status);
        const refusal = role === "anonymous" ? 401 : 403;
        let ok = status < 500;
        if (expected !== "public") {
          ok = isAllowed(expected, role)
            ? ok && status !== 401 && status !== 403
            : status === refusal;
        }
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.path} as ${role}: ${status} ${body.slice(0, 120)}`,
          );
        }
      }
      // Public means the caller's identity does not change the answer.
      if (expected === "public" && statuses.size > 1) {
        mismatches.push(
          `${route.method} ${route.path} answers by caller: ${[...statuses].join(", ")}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
    // Five callers on every route: hundreds of requests, slow on a busy machine.
  }, 300_000);

  it("answers a member of another organization 404 for this organization's records", async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const expected = EXPECTED_ACCESS[`${route.method} ${route.path}`];
      if (!expected || !freshIds[route.path] || !isAllowed(expected, "admin")) continue;
      const { status, body } = await call(route, outsider);
      if (status !== 404)
        mismatches.push(`${route.method} ${route.path}: ${status} ${body.slice(0, 120)}`);
    }
    expect(mismatches).toEqual([]);
  });
});
