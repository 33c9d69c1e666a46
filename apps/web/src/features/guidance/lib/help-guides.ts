import type { TFunction } from "i18next";

/** The built-in help center's guides (issue 18): per role, then recording and privacy. */
export const GUIDE_IDS = [
  "admin",
  "hrManager",
  "reviewer",
  "candidate",
  "recording",
  "privacy",
] as const;
export type GuideId = (typeof GUIDE_IDS)[number];

export type Guide = { id: GuideId; title: string; summary: string; steps: string[] };

export function isGuideId(value: string | null): value is GuideId {
  return (GUIDE_IDS as readonly string[]).includes(value ?? "");
}

/** Every guide in the current language. */
export function readGuides(t: TFunction): Guide[] {
  return GUIDE_IDS.map((id) => ({
    id,
    title: t(`help.guides.${id}.title`),
    summary: t(`help.guides.${id}.summary`),
    steps: [
      t(`help.guides.${id}.s1`),
      t(`help.guides.${id}.s2`),
      t(`help.guides.${id}.s3`),
      t(`help.guides.${id}.s4`),
    ],
  }));
}

/** Lower case without accents, so "cámara" matches "camara" and "Invite" matches "invite". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * The guides holding every word of the query (in the title, summary or steps), best first: a
 * guide whose title holds a word comes before one that only mentions it. An empty query: all.
 */
export function searchGuides(guides: readonly Guide[], query: string): Guide[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...guides];
  const scored = guides
    .map((guide) => {
      const title = fold(guide.title);
      const all = fold([guide.title, guide.summary, ...guide.steps].join(" "));
      if (!words.every((word) => all.includes(word))) return null;
      return { guide, score: words.filter((word) => title.includes(word)).length };
    })
    .filter((entry): entry is { guide: Guide; score: number } => entry !== null);
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.guide);
}
