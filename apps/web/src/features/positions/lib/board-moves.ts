/*
 * The pipeline board's moves, apart from React so they are tested alone: cards grouped in their
 * stage's column, the stage before or after a card's, and what a key press on a card asks.
 */

type Stage = { key: string; name: string };
type Card = { id: string; stage: string };

/** Each stage's cards, in the stages' order; a card at an unknown stage is left out. */
export function cardsByStage<C extends Card>(
  stages: readonly Stage[],
  cards: readonly C[],
): Map<string, C[]> {
  const columns = new Map<string, C[]>(stages.map((stage) => [stage.key, []]));
  for (const card of cards) columns.get(card.stage)?.push(card);
  return columns;
}

/** The stage `step` places from `stageKey` (-1 the previous, 1 the next), or null at an end. */
export function neighbourStage<S extends Stage>(
  stages: readonly S[],
  stageKey: string,
  step: -1 | 1,
): S | null {
  const index = stages.findIndex((stage) => stage.key === stageKey);
  if (index < 0) return null;
  return stages[index + step] ?? null;
}

/**
 * What a key pressed on a card asks: ArrowLeft the previous stage, ArrowRight the next (the
 * columns read left to right); in a right-to-left page the arrows swap. Null for other keys.
 */
export function stepOfKey(key: string, direction: "ltr" | "rtl" = "ltr"): -1 | 1 | null {
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return 1;
  if (key === back) return -1;
  return null;
}

/**
 * The cards with `cardId` at `stage`, first of its new column (the newest move first, as the
 * server orders them); the same array when nothing changes.
 */
export function moveCard<C extends Card>(cards: readonly C[], cardId: string, stage: string): C[] {
  const moving = cards.find((card) => card.id === cardId);
  if (!moving || moving.stage === stage) return [...cards];
  return [{ ...moving, stage }, ...cards.filter((card) => card.id !== cardId)];
}
