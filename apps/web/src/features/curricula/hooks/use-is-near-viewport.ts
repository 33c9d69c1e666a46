import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport; once true it stays true (work
 * that can wait until then, decision 0057). Without IntersectionObserver, true at once.
 */
export function useIsNearViewport(ref: RefObject<HTMLElement | null>, margin = "200px"): boolean {
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, ref, margin]);
  return isNear;
}
