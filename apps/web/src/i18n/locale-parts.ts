/*
 * The strings of a language come in parts (issue 15, decision 0054): `core` — the shell, the
 * landing, accounts, errors and every page of the general layout — loads before the first render;
 * each signed-in area's own namespaces load with that area's layout, before any of its pages
 * renders. A namespace listed under no area is in `core`, so a new one is always there; an area
 * lists every namespace its pages use that `core` lacks (two areas may list the same one).
 * `locale-parts.test.ts` checks these lists against what each area's modules reference.
 * No imports: vite.config.ts reads this file to build the parts.
 */
export const LOCALE_AREAS = ["training", "hire", "candidate"] as const;
export type LocaleArea = (typeof LOCALE_AREAS)[number];
export type LocalePart = "core" | LocaleArea;

export const AREA_NAMESPACES: Record<LocaleArea, readonly string[]> = {
  training: [
    "candidateInvite",
    "confirm",
    "contentLibrary",
    "interviews",
    "onboarding",
    "quiz",
    "richText",
    "scorecard",
  ],
  hire: [
    "calibrationReport",
    "candidateComms",
    "candidateImport",
    "candidateInterviews",
    "candidateInvite",
    "candidateMessages",
    "candidateProfile",
    "candidates",
    "candidatesList",
    "careers",
    "confirm",
    "contentLibrary",
    "dashboard",
    "emailTemplates",
    "fairReview",
    "hireHome",
    "interviews",
    "liveFeedback",
    "liveInterviews",
    "liveRoom",
    "liveScheduling",
    "organizationAdmin",
    "pipeline",
    "positions",
    "reportsMore",
    "reportsSection",
    "reviews",
    "richText",
    "scorecard",
    "scorecards",
    "sidebar",
    "sortable",
  ],
  candidate: [
    "candidateComms",
    "candidateInterviews",
    "careers",
    "fairReview",
    "interviews",
    "liveFeedback",
    "liveInterviews",
    "liveRoom",
    "liveScheduling",
    "positions",
    "scorecard",
  ],
};

const areaNamespaces = new Set(Object.values(AREA_NAMESPACES).flat());

/** A part of one language's strings: its top-level namespaces, the objects themselves. */
export function pickLocalePart(
  strings: Record<string, unknown>,
  part: LocalePart,
): Record<string, unknown> {
  const keep =
    part === "core"
      ? (namespace: string) => !areaNamespaces.has(namespace)
      : (namespace: string) => AREA_NAMESPACES[part].includes(namespace);
  return Object.fromEntries(Object.entries(strings).filter(([namespace]) => keep(namespace)));
}
