import type { TourEnding } from "@candor/shared/schemas/guidance";

/** One step: the element it points at (a CSS selector; none or missing: centred) and its text. */
export type TourStep = { element?: string; title: string; description: string };

export type TourLabels = {
  next: string;
  previous: string;
  done: string;
  skip: string;
  /** With `{{current}}` and `{{total}}`, driver.js's placeholders. */
  progress: string;
};

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Shows a tour with driver.js, fetched on first use (its code and styles are a chunk of their
 * own, never in the initial bundle). Resolves with how it ended: `finished` by the last step's
 * Done, `skipped` by Skip, the close button, Escape or a click outside. driver.js renders each
 * step as a `role="dialog"` labelled by its title and described by its text, moves the focus into
 * it and keeps Tab there, and takes the arrow keys and Escape; we add a visible Skip button and
 * name the close button, whose own label is a bare "×".
 */
export async function runTour(steps: TourStep[], labels: TourLabels): Promise<TourEnding> {
  const [{ driver }] = await Promise.all([
    import("driver.js"),
    import("driver.js/dist/driver.css"),
    import("./tour.css"),
  ]);
  const motion = !prefersReducedMotion();
  const announcer = createAnnouncer();
  return new Promise((resolve) => {
    let ending: TourEnding = "skipped";
    const tour = driver({
      steps: steps.map((step) => ({
        element: step.element,
        popover: { title: escapeHtml(step.title), description: escapeHtml(step.description) },
      })),
      animate: motion,
      smoothScroll: motion,
      allowKeyboardControl: true,
      showProgress: steps.length > 1,
      progressText: labels.progress,
      nextBtnText: labels.next,
      prevBtnText: labels.previous,
      doneBtnText: labels.done,
      popoverClass: "candor-tour",
      onNextClick: () => {
        if (!tour.hasNextStep()) ending = "finished";
        tour.moveNext();
      },
      onHighlighted: stripPopupAttributes,
      onPopoverRender: (popover, { state }) => {
        stripPopupAttributes();
        const step = steps[state.activeIndex ?? 0];
        if (step) announcer.say(`${step.title}. ${step.description}`);
        popover.closeButton.setAttribute("aria-label", labels.skip);
        popover.closeButton.title = labels.skip;
        const skip = document.createElement("button");
        skip.type = "button";
        skip.className = "candor-tour-skip";
        skip.textContent = labels.skip;
        skip.addEventListener("click", () => tour.destroy());
        popover.footer.prepend(skip);
      },
      onDestroyed: () => {
        announcer.remove();
        resolve(ending);
      },
    });
    tour.drive();
  });
}

/**
 * A polite live region for the whole tour: driver.js moves the focus into a step's dialog, but a
 * step replacing the previous one in the same dialog is not announced by every screen reader, so
 * each step's title and text are also said here (the region exists before its first text, as a
 * live region must).
 */
function createAnnouncer() {
  const region = document.createElement("div");
  region.className = "visually-hidden";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.dataset.tourAnnouncer = "";
  document.body.append(region);
  return {
    say: (text: string) => {
      // Set after the dialog renders, so the change is heard after the focus move.
      window.setTimeout(() => {
        region.textContent = text;
      }, 50);
    },
    remove: () => region.remove(),
  };
}

/**
 * driver.js marks the highlighted element (or its invisible stand-in for a centred step) as
 * opening a popup, `aria-haspopup`/`aria-expanded`/`aria-controls`, which a `<nav>`, a heading or
 * a bare `<div>` may not carry (axe: aria-allowed-attr, critical). The dialog itself is announced
 * on its own: these add nothing for a screen reader, so they go.
 */
function stripPopupAttributes() {
  for (const element of document.querySelectorAll(
    ".driver-active-element, #driver-dummy-element",
  )) {
    element.removeAttribute("aria-haspopup");
    element.removeAttribute("aria-expanded");
    element.removeAttribute("aria-controls");
  }
}

/** driver.js writes titles and texts as HTML; ours are plain translated text. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
