import { type RefObject, useEffect } from "react";

/**
 * Keeps `--sticky-top` on `target` equal to the top bar's height, so panels that stick under it
 * stay fully visible: the training top bar grows a row of links below 1380px and wraps on phones,
 * so its height is not the one `--topbar-height` token.
 */
export function useStickyTop(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = target.current;
    // The page's first header is the app's top bar (the layouts render it before the page).
    const topBar = document.querySelector("header");
    if (!element || !topBar || typeof ResizeObserver === "undefined") return;
    const update = () =>
      element.style.setProperty(
        "--sticky-top",
        `${Math.ceil(topBar.getBoundingClientRect().height)}px`,
      );
    update();
    const observer = new ResizeObserver(update);
    observer.observe(topBar);
    return () => observer.disconnect();
  }, [target]);
}
