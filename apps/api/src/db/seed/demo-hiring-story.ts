import type { CandidateSource } from "@candor/shared/schemas/candidates";
import type {
  EmploymentType,
  LocationType,
  PositionStatus,
} from "@candor/shared/schemas/positions";

/*
 * The demo organization's hiring story (issue 12), as data: three positions (one closed), a
 * one-way interview on the two open ones, about thirty candidates over every pipeline stage.
 * `demo-hiring.ts` writes it. Times are days before the seed runs, so the story always looks
 * recent. Emails are on example domains (RFC 2606): nothing can ever be sent to a real person.
 */

export type StoryPosition = {
  key: "csm" | "frontend" | "office";
  title: string;
  description: string;
  department: string;
  locationType: LocationType;
  location: string;
  employmentType: EmploymentType;
  industryId: string;
  status: PositionStatus;
  /** On the demo organization's careers page (demo.{domain}/careers) while open. */
  isPublic: boolean;
  openedDaysAgo: number;
  closedDaysAgo?: number;
  interview?: {
    title: string;
    welcomeMessage: string;
    deadlineInDays: number;
    questions: string[];
  };
};

export const STORY_SCORECARD = {
  name: "Structured first round",
  criteria: [
    { name: "Communication", description: "Clear, structured answers that stay on the question." },
    { name: "Problem solving", description: "Breaks a problem down and explains the trade-offs." },
    { name: "Role knowledge", description: "Knows the tools and practices the role relies on." },
    { name: "Ownership", description: "Follows things through and learns from what went wrong." },
  ],
};

export const STORY_POSITIONS: StoryPosition[] = [
  {
    key: "csm",
    title: "Customer Success Manager",
    description:
      "<p>Own the relationship with forty mid-sized customers: onboarding, quarterly reviews and renewals. You will work closely with Support and Product.</p>",
    department: "Customer Success",
    locationType: "hybrid",
    location: "Lisbon",
    employmentType: "full_time",
    industryId: "software",
    status: "open",
    isPublic: true,
    openedDaysAgo: 34,
    interview: {
      title: "Customer Success Manager: first round",
      welcomeMessage:
        "<p>Thanks for applying! Three short questions, about two minutes each. You get 30 seconds to think before each answer and one retake.</p>",
      deadlineInDays: 21,
      questions: [
        "Tell us about a customer who was about to leave. What did you do?",
        "How do you prepare a quarterly business review for a customer you have never met?",
        "Describe a time you had to say no to a customer. How did it go?",
      ],
    },
  },
  {
    key: "frontend",
    title: "Senior Frontend Engineer",
    description:
      "<p>Build the hiring team's side of Candor in React and TypeScript: fast lists, accessible forms, video review. Remote within Europe.</p>",
    department: "Engineering",
    locationType: "remote",
    location: "Europe",
    employmentType: "full_time",
    industryId: "software",
    status: "open",
    isPublic: true,
    openedDaysAgo: 26,
    interview: {
      title: "Senior Frontend Engineer: async screen",
      welcomeMessage:
        "<p>Welcome! Three questions about how you work. There is no trick: we want to hear how you think.</p>",
      deadlineInDays: 14,
      questions: [
        "Walk us through a performance problem you found and fixed in a web application.",
        "How do you make sure a new component works with a keyboard and a screen reader?",
        "Tell us about a technical decision you disagreed with. What happened?",
      ],
    },
  },
  {
    key: "office",
    title: "Office Coordinator",
    description:
      "<p>Keep our Milan office running: suppliers, visitors, events and the team's travel. Part time, mornings.</p>",
    department: "Operations",
    locationType: "on_site",
    location: "Milan",
    employmentType: "part_time",
    industryId: "software",
    status: "closed",
    isPublic: false,
    openedDaysAgo: 60,
    closedDaysAgo: 12,
  },
];

/**
 * Where a candidate's one-way interview got to: `invited`, `started` (one answer in),
 * `completed`, then reviewed by `reviewers` (scores around `quality`, 1–5) and maybe decided.
 */
export type StoryInterview = {
  status: "invited" | "started" | "completed";
  reviewers?: ("reviewer" | "hr")[];
  quality?: number;
  decision?: "advance" | "reject" | "hold";
  comment?: string;
  feedback?: number;
};

export type StoryApplication = {
  position: StoryPosition["key"];
  /** The pipeline stage key the candidate is at now. */
  stage: string;
  daysAgo: number;
  interview?: StoryInterview;
};

export type StoryCandidate = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  location?: string;
  source: CandidateSource;
  tags?: string[];
  applications: StoryApplication[];
  /** Notes by the HR manager, oldest first. */
  notes?: string[];
};

/** The demo candidate's account (`candidate@demo.candor.test`): one interview done, one to take. */
export const DEMO_CANDIDATE_EMAIL = "candidate@demo.candor.test";
