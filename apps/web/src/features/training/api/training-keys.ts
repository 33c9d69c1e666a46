/**
 * Every training query's key starts with `trainingQueryKey`: invalidating it reloads the
 * landing's cards, practice sets and certificates after an award.
 */
export const trainingQueryKey = ["training"] as const;
