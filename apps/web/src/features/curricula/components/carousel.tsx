import { CAROUSEL_STEP, CAROUSEL_VISIBLE } from "@candor/shared/constants";
import useEmblaCarousel from "embla-carousel-react";
import {
  Children,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import blocks from "../../../styles/blocks.module.css";
import { useIsNearViewport } from "../hooks/use-is-near-viewport";
import { useMediaQuery } from "../hooks/use-media-query";
import styles from "./carousel.module.css";
import { pageCount, slidesOfPage } from "./carousel-pages";

export type CarouselProps = {
  /** The carousel's accessible name, e.g. the section's title. */
  label: string;
  /** One node per slide. */
  children: ReactNode;
};

const PHONE = "(max-width: 719px)";
const TABLET = "(min-width: 720px) and (max-width: 1023px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * A carousel of cards (SPEC §2 Specialized Tracks): three visible, moving three at a time on a
 * wide screen (two on a tablet, one on a phone). Embla does the sliding, dragging and swiping;
 * this component makes it usable without a pointer: previous and next buttons, one button per
 * page, the arrow keys, a polite announcement of the slides shown, and the slides out of view
 * made inert so Tab only reaches the cards one can see (WAI-ARIA APG carousel pattern).
 */
export function Carousel({ label, children }: CarouselProps) {
  const { t } = useTranslation();
  // The same slide elements from one render of the carousel to the next while its children are
  // the same (toArray copies them): its own updates (page, Embla's start) then leave the cards
  // alone instead of rendering every card again.
  const slides = useMemo(() => Children.toArray(children), [children]);
  const total = slides.length;
  const isPhone = useMediaQuery(PHONE);
  const isTablet = useMediaQuery(TABLET);
  const reduceMotion = useMediaQuery(REDUCED_MOTION);
  const perView = isPhone ? 1 : isTablet ? 2 : CAROUSEL_VISIBLE;
  const step = isPhone ? 1 : isTablet ? 2 : CAROUSEL_STEP;
  const rootRef = useRef<HTMLDivElement>(null);
  // Embla's start measures every slide, forcing layouts: ~200 ms in one task at 4× CPU slowdown
  // right after the training home's cards arrive, for a carousel below the fold on a phone
  // (issue 15, decisions 0057 and 0059). It starts when the carousel comes near, before anyone
  // can reach it: its viewport is handed to it only then. (Its `active: false` option still
  // measures every slide when Embla is created, and again when it turns active.)
  const isNear = useIsNearViewport(rootRef);
  const [viewportRef, embla] = useEmblaCarousel({
    align: "start",
    containScroll: "trimSnaps",
    slidesToScroll: step,
    duration: reduceMotion ? 1 : 25,
  });
  const [page, setPage] = useState(0);
  const pages = pageCount(total, perView, step);
  const current = Math.min(page, pages - 1);
  const visible = slidesOfPage(current, total, perView, step);
  const viewportId = useId();
  const focusAfterMove = useRef(false);

  useEffect(() => {
    if (!embla) return;
    // A drag or swipe moves embla first; the page follows. Embla without a layout (its snaps
    // don't match the pages, e.g. before the first measure) is left out of it.
    const onSelect = () => {
      if (embla.scrollSnapList().length === pages) setPage(embla.selectedScrollSnap());
    };
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla, pages]);

  // After a move from the keyboard inside a slide, focus follows to the first card now shown
  // (the slide that had it is inert now).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    const first = rootRef.current?.querySelector<HTMLElement>(
      `[data-slide-index="${visible[0]}"] a, [data-slide-index="${visible[0]}"] button`,
    );
    first?.focus();
  });

  const goTo = useCallback(
    (target: number) => {
      const next = Math.min(Math.max(target, 0), pages - 1);
      setPage(next);
      embla?.scrollTo(next, reduceMotion);
    },
    [embla, pages, reduceMotion],
  );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const target = event.key === "ArrowLeft" ? current - 1 : current + 1;
    if (target < 0 || target >= pages) return;
    event.preventDefault();
    const inSlide = (event.target as HTMLElement).closest("[data-slide-index]");
    focusAfterMove.current = inSlide !== null;
    goTo(target);
  }

  const first = (visible[0] ?? 0) + 1;
  const last = (visible.at(-1) ?? 0) + 1;
  const shown = t("training.carousel.shown", { first, last, total });

  return (
    <section
      ref={rootRef}
      className={pageBlocks.stack4}
      aria-roledescription={t("training.carousel.roleDescription")}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewport} ref={isNear ? viewportRef : undefined} id={viewportId}>
        <div className={styles.track} style={{ "--per-view": perView } as CSSProperties}>
          {slides.map((slide, index) => {
            const isVisible = visible.includes(index);
            return (
              // A slide is a group (WAI-ARIA APG carousel pattern), not a form's fieldset.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <div
                // Slides are the children in order; their position is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription={t("training.carousel.slide")}
                aria-label={t("training.carousel.slideLabel", { index: index + 1, total })}
                aria-hidden={isVisible ? undefined : true}
                inert={!isVisible}
                data-slide-index={index}
                data-visible={isVisible}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>

      {pages > 1 ? (
        <div className={`${pageBlocks.row3} ${styles.controls}`}>
          <button
            type="button"
            className={`${blocks.inlineCentre} ${styles.arrow}`}
            aria-controls={viewportId}
            aria-label={t("training.carousel.previous")}
            disabled={current === 0}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <ol className={`${pageBlocks.bareList} ${styles.dots}`}>
            {Array.from({ length: pages }, (_, index) => {
              const pageSlides = slidesOfPage(index, total, perView, step);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
                <li key={index}>
                  <button
                    type="button"
                    className={`${blocks.centre} ${styles.dot}`}
                    aria-controls={viewportId}
                    aria-current={index === current ? "true" : undefined}
                    aria-label={t("training.carousel.goTo", {
                      first: (pageSlides[0] ?? 0) + 1,
                      last: (pageSlides.at(-1) ?? 0) + 1,
                    })}
                    onClick={() => goTo(index)}
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={`${blocks.inlineCentre} ${styles.arrow}`}
            aria-controls={viewportId}
            aria-label={t("training.carousel.next")}
            disabled={current === pages - 1}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {pages > 1 ? shown : ""}
      </p>
    </section>
  );
}
