/**
 * Which slides a carousel page shows. Pages start every `step` slides; the last page is moved
 * back so it is full (the carousel never scrolls past its end), so with 7 slides, 3 per view
 * and a step of 3 the pages show 1–3, 4–6 and 5–7.
 */
export function pageCount(total: number, perView: number, step: number): number {
  if (total <= perView) return 1;
  return Math.ceil((total - perView) / step) + 1;
}

/** The 0-based indexes of the slides page `page` shows. */
export function slidesOfPage(page: number, total: number, perView: number, step: number) {
  const last = pageCount(total, perView, step) - 1;
  const clamped = Math.min(Math.max(page, 0), last);
  const start = Math.max(0, Math.min(clamped * step, total - perView));
  const end = Math.min(total, start + perView);
  return Array.from({ length: end - start }, (_, index) => start + index);
}
