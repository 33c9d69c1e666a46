import { constants as zlibConstants } from "node:zlib";
import { catalogueErrorMap } from "@candor/shared/rules/zod-error-codes";
import fastifyCompress from "@fastify/compress";
import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { type Config, trustProxyOption } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import { createJobRunner, type JobRunner } from "./lib/jobs/job-runner";
import { createMailJobHandler, MAIL_QUEUE } from "./lib/mail/mail-queue";
import { createMailer, type Mailer } from "./lib/mail/mailer";
import { createAudioRenditions } from "./lib/media/audio-renditions";
import type { RateLimiter } from "./lib/rate-limit";
import { openFileStore } from "./lib/storage/file-store";
import type { FileStorage } from "./lib/storage/storage";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsService, PASSWORD_RESET_QUEUE } from "./modules/accounts/accounts.service";
import { createAvatarService } from "./modules/accounts/avatar.service";
import { appConfigRoutes } from "./modules/app-config/app-config.routes";
import { billingRoutes } from "./modules/billing/billing.routes";
import { createBillingService } from "./modules/billing/billing.service";
import { createBillingContactService } from "./modules/billing/billing-contact.service";
import {
  BILLING_NOTICE_QUEUE,
  createBillingNoticeHandler,
} from "./modules/billing/billing-notices";
import {
  BILLING_PERIOD_END_QUEUE,
  createBuiltinProvider,
  type PeriodEndJob,
} from "./modules/billing/builtin-provider";
import { brandingRoutes } from "./modules/branding/branding.routes";
import { createBrandingService } from "./modules/branding/branding.service";
import { calibrationRoutes } from "./modules/calibration/calibration.routes";
import { createCalibrationService } from "./modules/calibration/calibration.service";
import { reviewPolicyRoutes } from "./modules/calibration/review-policy.routes";
import { createReviewPolicyService } from "./modules/calibration/review-policy.service";
import { candidateCommsRoutes } from "./modules/candidate-comms/candidate-comms.routes";
import {
  createCandidateCommsService,
  emailsDecisionByDefault,
} from "./modules/candidate-comms/candidate-comms.service";
import {
  createUnderReviewSchedule,
  sendUnderReviewNotices,
} from "./modules/candidate-comms/under-review-notice";
import { candidateInterviewsRoutes } from "./modules/candidate-interviews/candidate-interviews.routes";
import { createCandidateInterviewsService } from "./modules/candidate-interviews/candidate-interviews.service";
import { candidateBulkRoutes } from "./modules/candidates/candidate-bulk.routes";
import { createCandidateBulkService } from "./modules/candidates/candidate-bulk.service";
import { candidateImportRoutes } from "./modules/candidates/candidate-import.routes";
import { createCandidateImportService } from "./modules/candidates/candidate-import.service";
import { candidateInviteRoutes } from "./modules/candidates/candidate-invite.routes";
import { createCandidateInviteService } from "./modules/candidates/candidate-invite.service";
import { createCandidateMessagesService } from "./modules/candidates/candidate-messages.service";
import { createCandidateNotesService } from "./modules/candidates/candidate-notes.service";
import { createCandidateResumeService } from "./modules/candidates/candidate-resume.service";
import { candidatesRoutes } from "./modules/candidates/candidates.routes";
import { createCandidatesService } from "./modules/candidates/candidates.service";
import { pipelineStagesRoutes } from "./modules/candidates/pipeline-stages.routes";
import { createPipelineStagesService } from "./modules/candidates/pipeline-stages.service";
import { careersRoutes } from "./modules/careers/careers.routes";
import { createCareersService } from "./modules/careers/careers.service";
import { careersPages } from "./modules/careers/careers-pages";
import { certificatesRoutes } from "./modules/certificates/certificates.routes";
import { createCertificatesService } from "./modules/certificates/certificates.service";
import { contentLibraryRoutes } from "./modules/content-library/content-library.routes";
import { createContentLibraryService } from "./modules/content-library/content-library.service";
import { curriculaRoutes } from "./modules/curricula/curricula.routes";
import { createCurriculaService } from "./modules/curricula/curricula.service";
import { demoRequestsRoutes } from "./modules/demo-requests/demo-requests.routes";
import { createDemoRequestsService } from "./modules/demo-requests/demo-requests.service";
import { emailTemplatesRoutes } from "./modules/email-templates/email-templates.routes";
import { createEmailTemplatesService } from "./modules/email-templates/email-templates.service";
import { filesRoutes } from "./modules/files/files.routes";
import { guidanceRoutes } from "./modules/guidance/guidance.routes";
import { createGuidanceService } from "./modules/guidance/guidance.service";
import { healthRoutes } from "./modules/health/health.routes";
import {
  CompletionJobSchema,
  INTERVIEW_COMPLETED_QUEUE,
  notifyInterviewCompleted,
} from "./modules/interviews/completion-notice";
import { interviewCandidatesRoutes } from "./modules/interviews/interview-candidates.routes";
import { createInterviewCandidatesService } from "./modules/interviews/interview-candidates.service";
import {
  INTERVIEW_REMINDERS_QUEUE,
  ReminderJobSchema,
} from "./modules/interviews/interview-reminders";
import { interviewsRoutes } from "./modules/interviews/interviews.routes";
import { createInterviewsService } from "./modules/interviews/interviews.service";
import { createCandidateLiveInterviewsService } from "./modules/live-interviews/candidate-live-interviews.service";
import { liveAfterRoutes } from "./modules/live-interviews/live-after.routes";
import { createLiveFeedbackService } from "./modules/live-interviews/live-feedback.service";
import {
  createFeedbackReminderHandler,
  LIVE_FEEDBACK_REMINDER_QUEUE,
  scheduleFeedbackReminder,
} from "./modules/live-interviews/live-feedback-reminders";
import { createLiveInterviewLinks } from "./modules/live-interviews/live-interviews.links";
import { createLiveInterviewNotifier } from "./modules/live-interviews/live-interviews.notify";
import {
  createReminderRunner,
  LIVE_INTERVIEW_REMINDERS_QUEUE,
  LiveInterviewReminderJobSchema,
} from "./modules/live-interviews/live-interviews.reminders";
import { liveInterviewsRoutes } from "./modules/live-interviews/live-interviews.routes";
import { createLiveInterviewsService } from "./modules/live-interviews/live-interviews.service";
import { createLiveSchedulingService } from "./modules/live-interviews/live-scheduling.service";
import { liveRoomRoutes } from "./modules/live-room/live-room.routes";
import { createLiveRoomService } from "./modules/live-room/live-room.service";
import { createRoomRelay } from "./modules/live-room/room-relay";
import { createRoomSockets } from "./modules/live-room/room-socket";
import { notesRoutes } from "./modules/notes/notes.routes";
import { createNotesService } from "./modules/notes/notes.service";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes";
import { createOnboardingService } from "./modules/onboarding/onboarding.service";
import { openApiRoutes } from "./modules/openapi/openapi.routes";
import { openApiPlugin } from "./modules/openapi/openapi-plugin";
import { createInvitationsService } from "./modules/organizations/invitations.service";
import { organizationsRoutes } from "./modules/organizations/organizations.routes";
import { createOrganizationsService } from "./modules/organizations/organizations.service";
import { pageViewRoutes } from "./modules/page-views/page-views.routes";
import { createPageViewsService } from "./modules/page-views/page-views.service";
import { positionsRoutes } from "./modules/positions/positions.routes";
import { createPositionsService } from "./modules/positions/positions.service";
import { practiceInterviewsRoutes } from "./modules/practice-interviews/practice-interviews.routes";
import { createPracticeInterviewsService } from "./modules/practice-interviews/practice-interviews.service";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import {
  createPrivacyService,
  PRIVACY_FILES_QUEUE,
  PrivacyFilesJobSchema,
  RETENTION_QUEUE,
} from "./modules/privacy/privacy.service";
import { createRetentionSchedule } from "./modules/privacy/privacy-schedule";
import { quizzesRoutes } from "./modules/quizzes/quizzes.routes";
import { createQuizzesService } from "./modules/quizzes/quizzes.service";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { createReportsService } from "./modules/reports/reports.service";
import { createCalibrationReportService } from "./modules/reports/reports-calibration.service";
import { createHiringReportsService } from "./modules/reports/reports-hiring.service";
import { createReviewNotesService } from "./modules/reviews/review-notes.service";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { createReviewsService } from "./modules/reviews/reviews.service";
import { scorecardsRoutes } from "./modules/scorecards/scorecards.routes";
import { createScorecardsService } from "./modules/scorecards/scorecards.service";
import { createTrainingProgressService } from "./modules/training-progress/training-progress.service";
import { uploadsRoutes } from "./modules/uploads/uploads.routes";
import { createUploadsService, UPLOAD_EXPIRY_QUEUE } from "./modules/uploads/uploads.service";
import { authPlugin } from "./plugins/auth";
import { answerFrameworkError, errorHandlerPlugin } from "./plugins/error-handler";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { safeTextPlugin } from "./plugins/safe-text";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { staticWebPlugin } from "./plugins/static-web";
import { storagePlugin } from "./plugins/storage";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The time as the application sees it; tests move it. */
    clock: () => Date;
    /** Background jobs (mail, password resets…); server.ts starts the runner, tests drain it. */
    jobs: JobRunner;
    /** Queues the daily retention run once a day (issue 17); server.ts starts it. */
    retentionSchedule: ReturnType<typeof createRetentionSchedule>;
    /** Emails "still under review" 14 days after completion (issue 17); server.ts starts it. */
    underReviewSchedule: ReturnType<typeof createUnderReviewSchedule>;
  }
}

// Every zod issue answers with a catalogue code (`blank`, `too_long`, `invalid`…).
z.config({ customError: catalogueErrorMap });

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  clock?: () => Date;
  /** Where mail goes; by default SMTP_URL's server or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Shared by tests that count requests; by default one per app (memory or Redis). */
  rateLimiter?: RateLimiter;
  /** Where uploaded files go; by default local disk under DATA_DIR/files. */
  storage?: FileStorage;
};

/** Builds the whole application; never listens (server.ts does, tests inject). */
export async function buildApp(options: BuildAppOptions) {
  const { config, database, logger } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    bodyLimit: 1024 * 1024,
    // Per-IP rate limits would be bypassed by a forged X-Forwarded-For without a proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // The zod compilers from the start: otherwise Fastify loads Ajv and fast-json-stringify for
    // defaults that nothing here uses (issue 15: a tenth of a cold start's module loading).
    // (Fastify types these factories as Ajv's.)
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler,
        buildSerializer: () => serializerCompiler,
      } as never,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("config", config);
  app.decorate("database", database);
  database.useLogger(app.log);
  app.decorate("clock", clock);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      dataDir: config.dataDir,
      log: app.log,
    });
  const files = await openFileStore({ config, db: database.db, clock, storage: options.storage });
  // Composition root: every service is built here, once, from the narrow dependencies it needs,
  // and handed to the route plugins that use it (`v1.register(positionsRoutes, { positions })`).
  // Route plugins build no service of their own (apps/api/README.md, "Composition root").
  // Before accounts: deleting a candidate's account erases their data everywhere (issue 17).
  const privacy = createPrivacyService({
    db: database.db,
    clock,
    storage: files.storage,
    publicUrl: config.publicUrl,
  });
  const accounts = createAccountsService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    storage: files.storage,
    eraseCandidateData: privacy.eraseAccountData,
  });
  const avatars = createAvatarService({ db: database.db, storage: files.storage, log: app.log });
  const calibration = createCalibrationService({
    db: database.db,
    clock,
    storage: files.storage,
    // Resolved on the first exercise built (the uploads service is built further down).
    uploads: { claimCompleted: (...args) => uploads.claimCompleted(...args) },
  });
  const organizations = createOrganizationsService({
    db: database.db,
    clock,
    certifiedUntil: calibration.certifiedUntil,
  });
  const reviewPolicy = createReviewPolicyService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    calibration,
  });
  const invitations = createInvitationsService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    accounts,
  });
  const demoRequests = createDemoRequestsService({
    db: database.db,
    clock,
    salesEmail: config.salesEmail,
  });
  const pageViews = createPageViewsService({ db: database.db });
  const reports = createReportsService({ db: database.db, avatarUrl: accounts.avatarUrl });
  const hiringReports = createHiringReportsService({ db: database.db, clock });
  const calibrationReport = createCalibrationReportService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
  });
  const billing = createBillingService({
    db: database.db,
    clock,
    provider: createBuiltinProvider({ publicUrl: config.publicUrl }),
  });
  const billingContacts = createBillingContactService({ db: database.db, clock });
  const sendBillingNotice = createBillingNoticeHandler({
    db: database.db,
    publicUrl: config.publicUrl,
    clock,
  });
  const uploads = createUploadsService({
    db: database.db,
    clock,
    storage: files.storage,
    partials: files.partialUploads,
    // The two services need each other (an answer upload checks the candidate's interview, a take
    // claims the upload): resolved on the first upload, once both are built.
    answerUploadTarget: (candidateId, candidateInterviewId, now) =>
      candidateInterviews.answerUploadTarget(candidateId, candidateInterviewId, now),
  });
  const branding = createBrandingService({
    db: database.db,
    clock,
    storage: files.storage,
    uploads,
    log: app.log,
  });
  const contentLibrary = createContentLibraryService({
    db: database.db,
    clock,
    storage: files.storage,
    uploads,
  });
  const scorecards = createScorecardsService({ db: database.db, clock });
  const interviews = createInterviewsService({
    db: database.db,
    clock,
    storage: files.storage,
    uploads,
    calibration,
  });
  const candidates = createCandidatesService({
    db: database.db,
    clock,
    storage: files.storage,
    recordings: interviews,
    // Reviews are built below (they need the interview candidates, which need candidates):
    // resolved on the first call, once every service is built.
    interviewReviews: {
      ofCandidateRecord: (scope, candidateRecordId) =>
        reviews.ofCandidateRecord(scope, candidateRecordId),
    },
  });
  const candidateResumes = createCandidateResumeService({
    db: database.db,
    clock,
    storage: files.storage,
    log: app.log,
  });
  // Candidate emails read the organization's logo from the file store (an inline image).
  const candidateEmailFiles = { storage: files.storage, log: app.log };
  const careers = createCareersService({
    db: database.db,
    clock,
    storage: files.storage,
    publicUrl: config.publicUrl,
    candidates,
    resumes: candidateResumes,
    emailFiles: candidateEmailFiles,
  });
  const candidateNotes = createCandidateNotesService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
  });
  const pipelineStages = createPipelineStagesService({ db: database.db, clock });
  // The positions list counts its candidates by stage through the candidates module (0018).
  const positions = createPositionsService({
    db: database.db,
    clock,
    pipelineCounts: pipelineStages.countsForPositions,
  });
  const candidateImports = createCandidateImportService({ db: database.db, clock });
  // Candidate emails carry the organization's logo inline, read from the file store per message.
  const emailTemplates = createEmailTemplatesService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    files: candidateEmailFiles,
  });
  const candidateMessages = createCandidateMessagesService({
    db: database.db,
    clock,
    files: candidateEmailFiles,
  });
  // Inviting from a profile or the list goes through the interviews module's invitation (built
  // below, as it needs the candidates): resolved on the first call, once every service is built.
  const candidateInvite = createCandidateInviteService({
    db: database.db,
    interviews: {
      invite: (scope, interviewId, input, options) =>
        interviewCandidates.invite(scope, interviewId, input, options),
      get: (scope, candidateInterviewId) => interviewCandidates.get(scope, candidateInterviewId),
      invitable: (scope) => interviewCandidates.invitable(scope),
    },
  });
  const candidateBulk = createCandidateBulkService({
    db: database.db,
    clock,
    invitations: candidateInvite,
    rejectionMail: candidateMessages.mailRejections,
  });
  const candidateInterviews = createCandidateInterviewsService({
    db: database.db,
    clock,
    storage: files.storage,
    log: app.log,
    uploads,
    notifyCompleted: notifyInterviewCompleted,
    candidates,
  });
  const interviewCandidates = createInterviewCandidatesService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    candidates,
    files: candidateEmailFiles,
    emailsDecisionByDefault,
  });
  const candidateComms = createCandidateCommsService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    files: candidateEmailFiles,
    updateAccommodations: (scope, candidateInterviewId, input) =>
      interviewCandidates.update(scope, candidateInterviewId, input),
  });
  // What the training modules share; each gets it (or the part it uses) as `progress`.
  const progress = createTrainingProgressService({ db: database.db });
  const notes = createNotesService({ db: database.db, clock, progress });
  const curricula = createCurriculaService({ db: database.db, clock, notes, progress });
  const quizzes = createQuizzesService({ db: database.db, clock, progress });
  const certificates = createCertificatesService({
    db: database.db,
    publicUrl: config.publicUrl,
    progress,
  });
  const practiceInterviews = createPracticeInterviewsService({ db: database.db, clock, progress });
  const onboarding = createOnboardingService({ db: database.db, clock });
  // The current user's resource some training answers carry (their points changed).
  const loadAccount = (userId: string) => accounts.currentAccount(userId);
  const guidance = createGuidanceService({ db: database.db });
  const reviews = createReviewsService({
    db: database.db,
    clock,
    interviews,
    candidates: interviewCandidates,
    calibration,
    audio: createAudioRenditions({
      storage: files.storage,
      ffmpegPath: config.ffmpegPath,
      log: app.log,
    }),
    scorecards,
  });
  const reviewNotes = createReviewNotesService({
    db: database.db,
    clock,
    candidates: interviewCandidates,
  });
  // Live interviews (issue 13): invitations with calendar files, reminders, the candidate's own.
  const liveInterviewLinks = createLiveInterviewLinks({ publicUrl: config.publicUrl });
  const liveInterviewNotifier = createLiveInterviewNotifier({
    links: liveInterviewLinks,
    files: candidateEmailFiles,
    mailFrom: config.mailFrom,
  });
  const liveFeedback = createLiveFeedbackService({
    db: database.db,
    clock,
    calibration,
    scorecards,
  });
  const afterLiveInterviewScheduled = async (
    tx: Database,
    scope: { organizationId: string },
    liveInterviewId: string,
  ) => {
    const subject = await liveFeedback.scheduleOf(tx, scope, liveInterviewId);
    if (subject) await scheduleFeedbackReminder(tx, { ...scope, liveInterviewId, ...subject });
  };
  const liveInterviews = createLiveInterviewsService({
    db: database.db,
    clock,
    links: liveInterviewLinks,
    notifier: liveInterviewNotifier,
    feedback: {
      submittedCounts: liveFeedback.submittedCounts,
      afterScheduled: afterLiveInterviewScheduled,
    },
    // Declared below: the scheduling service invites through this one once a slot is picked.
    scheduling: { offerSlots: (tx, scope, offer) => liveScheduling.offerSlots(tx, scope, offer) },
  });
  const candidateLiveInterviews = createCandidateLiveInterviewsService({
    db: database.db,
    clock,
    storage: files.storage,
    notifier: liveInterviewNotifier,
  });
  const runLiveInterviewReminder = createReminderRunner({
    db: database.db,
    clock,
    notifier: liveInterviewNotifier,
  });
  const liveScheduling = createLiveSchedulingService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    storage: files.storage,
    candidateToken: (tx, liveInterviewId) => liveInterviewLinks.candidateToken(tx, liveInterviewId),
    // A picked slot invites everyone, as a fixed time does (REQUEST, reminders).
    sendInvitations: (tx, scope, liveInterviewId) =>
      liveInterviews.sendInvitations(tx, scope, liveInterviewId),
    afterScheduled: afterLiveInterviewScheduled,
  });
  // The live room's signaling (0031): relayed through the database, so participants on
  // different processes meet; the room's logo comes from the branding service.
  const liveRoom = createLiveRoomService({
    db: database.db,
    clock,
    ice: config.ice,
    fileUrl: (key) => branding.fileUrl(key),
  });
  const roomSockets = createRoomSockets({
    db: database.db,
    relay: createRoomRelay({ database, log: app.log }),
    clock,
    log: app.log,
  });
  const jobs = createJobRunner({
    db: database.db,
    log: app.log,
    clock,
    handlers: {
      [MAIL_QUEUE]: createMailJobHandler(mailer),
      [PASSWORD_RESET_QUEUE]: async (payload: { email: string }) => {
        await accounts.sendPasswordReset(String(payload.email));
      },
      [UPLOAD_EXPIRY_QUEUE]: async (payload: { uploadId: string }) => {
        await uploads.expire(String(payload.uploadId));
      },
      [INTERVIEW_REMINDERS_QUEUE]: async (payload: unknown) => {
        await interviewCandidates.runReminders(ReminderJobSchema.parse(payload));
      },
      [INTERVIEW_COMPLETED_QUEUE]: async (payload: unknown) => {
        const { candidateInterviewId } = CompletionJobSchema.parse(payload);
        await interviewCandidates.sendCompletionNotice(candidateInterviewId);
      },
      [LIVE_INTERVIEW_REMINDERS_QUEUE]: async (payload: unknown) => {
        await runLiveInterviewReminder(LiveInterviewReminderJobSchema.parse(payload));
      },
      [BILLING_NOTICE_QUEUE]: sendBillingNotice,
      [PRIVACY_FILES_QUEUE]: async (payload: unknown) => {
        await privacy.deleteFiles(PrivacyFilesJobSchema.parse(payload).storageKeys);
      },
      [RETENTION_QUEUE]: async () => {
        await privacy.runRetention();
      },
      [LIVE_FEEDBACK_REMINDER_QUEUE]: createFeedbackReminderHandler({
        db: database.db,
        clock,
        publicUrl: config.publicUrl,
      }),
      [BILLING_PERIOD_END_QUEUE]: async (payload: PeriodEndJob) => {
        await billing.rollOver(
          { organizationId: String(payload.organizationId) },
          { periodEnd: payload.periodEnd },
        );
      },
    },
  });
  app.decorate("jobs", jobs);
  const retentionSchedule = createRetentionSchedule({ db: database.db, clock, log: app.log });
  app.decorate("retentionSchedule", retentionSchedule);
  const underReviewSchedule = createUnderReviewSchedule({
    run: () =>
      sendUnderReviewNotices(database.db, {
        clock,
        files: candidateEmailFiles,
        publicUrl: config.publicUrl,
      }),
    log: app.log,
  });
  app.decorate("underReviewSchedule", underReviewSchedule);
  app.addHook("onClose", async () => {
    retentionSchedule.stop();
    underReviewSchedule.stop();
    await jobs.stop();
    mailer.close();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { posthogHost: config.posthog?.host });
  // API responses over 1 KiB compressed for clients that accept it (a page of candidates: about
  // a sixth of its size). Brotli at quality 4: per-request cost close to gzip's. Static assets
  // are compressed at build and carry their content-encoding already, so they pass untouched.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(authPlugin);
  await app.register(safeTextPlugin);
  await app.register(rateLimitPlugin, { limiter: options.rateLimiter, redisUrl: config.redisUrl });
  await app.register(storagePlugin, files);
  await app.register(openApiPlugin, { config });
  // Signaling messages are small JSON; an SDP with many candidates stays under 64 KiB.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes, { isDatabaseUp: () => database.ping() });
      await v1.register(appConfigRoutes, { config });
      await v1.register(openApiRoutes);
      await v1.register(pageViewRoutes, { pageViews });
      await v1.register(filesRoutes, {
        storage: files.storage,
        fileUrls: files.fileUrls,
        clock,
      });
      await v1.register(accountsRoutes, {
        accounts,
        avatars,
        signUpLimitPerHour: config.signUpLimitPerHour,
      });
      await v1.register(organizationsRoutes, { organizations, invitations, accounts });
      await v1.register(brandingRoutes, { branding });
      await v1.register(positionsRoutes, { positions });
      await v1.register(billingRoutes, { billing, billingContacts });
      await v1.register(demoRequestsRoutes, { demoRequests });
      await v1.register(curriculaRoutes, { curricula, loadAccount });
      await v1.register(quizzesRoutes, { quizzes, loadAccount });
      await v1.register(notesRoutes, { notes });
      await v1.register(certificatesRoutes, { certificates });
      await v1.register(practiceInterviewsRoutes, { practiceInterviews, loadAccount });
      await v1.register(calibrationRoutes, { calibration });
      await v1.register(onboardingRoutes, { onboarding });
      await v1.register(guidanceRoutes, { guidance, loadAccount });
      await v1.register(interviewsRoutes, { interviews });
      await v1.register(interviewCandidatesRoutes, { interviewCandidates });
      await v1.register(candidateCommsRoutes, { candidateComms });
      await v1.register(liveInterviewsRoutes, { liveInterviews, candidateLiveInterviews });
      await v1.register(reviewsRoutes, { reviews, reviewNotes });
      await v1.register(reviewPolicyRoutes, { reviewPolicy });
      await v1.register(candidatesRoutes, {
        candidates,
        candidateNotes,
        resumes: candidateResumes,
      });
      await v1.register(pipelineStagesRoutes, { pipelineStages });
      await v1.register(careersRoutes, { careers });
      await v1.register(candidateImportRoutes, { candidateImports });
      await v1.register(candidateBulkRoutes, { candidateBulk });
      await v1.register(candidateInviteRoutes, { candidateInvite });
      await v1.register(liveAfterRoutes, { liveScheduling, liveFeedback });
      await v1.register(emailTemplatesRoutes, { emailTemplates, candidateMessages });
      await v1.register(uploadsRoutes, { uploads });
      await v1.register(candidateInterviewsRoutes, { candidateInterviews });
      await v1.register(contentLibraryRoutes, { contentLibrary });
      await v1.register(scorecardsRoutes, { scorecards });
      await v1.register(reportsRoutes, { reports, hiringReports, calibrationReport });
      await v1.register(privacyRoutes, { privacy, storage: files.storage });
      await v1.register(liveRoomRoutes, { liveRoom, sockets: roomSockets });
    },
    { prefix: "/v1" },
  );

  // Before the web app's fallback: the careers pages' HTML carries their own head (issue 14).
  await app.register(careersPages, {
    careers,
    webDistDir: config.webDistDir,
    appDomain: config.appDomain,
  });
  await app.register(staticWebPlugin, { root: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
