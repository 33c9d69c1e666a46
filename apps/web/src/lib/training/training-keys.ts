/**
 * Every training query's key starts with `trainingQueryKey`: invalidating it reloads the
 * landing's cards, practice sets and certificates after an award.
 */
export const trainingQueryKey = ["training"] as const;

/**
 * Invalidate it to refresh the curriculum page (after a note). An award (a watched mark, a quiz)
 * invalidates the whole `trainingQueryKey`, which covers it and the landing's cards.
 */
export function curriculumQueryKey(slug: string) {
  return [...trainingQueryKey, "curriculum", slug] as const;
}
