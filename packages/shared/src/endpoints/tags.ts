/**
 * The OpenAPI document's tags: an entry's first tag is its feature's name (the name of
 * `modules/<feature>`, `features/<feature>`, `endpoints/<feature>.ts`). A feature adds its line
 * here; `defineEndpoint` accepts no tag without a description.
 */
export const ENDPOINT_TAGS = {
  accounts: "Sign-up, sign-in, sessions, the current user and their avatar",
  analytics: "Page views of the public site",
  branding: "How the organization looks to candidates: colour, logo, links, support address",
  billing: "Plans, the organization's subscription, plan changes and invoices",
  careers: "The public careers page of an organization and applying from it",
  candidates:
    "Candidates of the organization: records, notes, positions at a pipeline stage, timeline",
  "candidate-comms":
    "Accommodation requests from candidates and whether decisions email the candidate",
  "candidate-interviews": "A candidate's own one-way interviews: join, record, submit, feedback",
  certificates: "Training certificates, their PDFs and public verification",
  "content-library": "Question categories, pre-recorded questions and custom sets",
  "email-templates":
    "The emails candidates get: templates per kind and language, messages and rejections sent from a profile",
  curricula: "Training curricula and their videos",
  "demo-requests": "Requests for a demo from the public site",
  files: "Stored files, through signed URLs",
  guidance: "Product tours a user has ended and the organization's product-analytics switch",
  interviews: "Pre-recorded interviews: building them, inviting candidates, following them",
  "live-interviews":
    "Live interviews: scheduling, panels, invitations with iCalendar files, the candidate's own",
  "live-room":
    "The built-in room of a live interview: entry, signaling socket, the panel's agenda ticks and notes",
  invitations: "Invitations of new members to an organization",
  notes: "A learner's notes on training videos",
  onboarding: "The onboarding survey",
  organizations: "The caller's organization and its members",
  positions: "Positions of the caller's organization, their limit, and the industries list",
  "practice-interviews": "Practice interviews of the training",
  calibration: "Calibration exercises of the training and Certified reviewer certificates",
  privacy:
    "Retention of candidate data, the privacy audit log, exports and erasure of candidates' data",
  quizzes: "Training quizzes and their answers",
  reports: "Reports on learning, practice, certificates and activity",
  reviews: "Reviews of candidates' answers: decisions, comments, notes",
  scorecards: "Scorecards and their criteria",
  system: "Health, configuration and this document",
  uploads: "Resumable uploads (tus 1.0)",
} as const;

export type EndpointTag = keyof typeof ENDPOINT_TAGS;
