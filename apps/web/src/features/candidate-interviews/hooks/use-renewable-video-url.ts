import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A signed video URL that outlives its signature. File URLs last `FILE_URL_TTL_SECONDS` (15 minutes
 * by default, decision 0006) while the interview page, loaded once, can stay open longer: a prompt
 * video that fails to load asks for a fresh URL, once per URL, and plays from it. The interview's
 * cached data is left alone, so the session's state does not move.
 */
export function useRenewableVideoUrl(
  url: string | undefined,
  renew: () => Promise<string | null | undefined>,
): { src: string | undefined; onError: () => void } {
  const [current, setCurrent] = useState(url);
  const renewedFrom = useRef<string | undefined>(undefined);
  useEffect(() => setCurrent(url), [url]);

  const onError = useCallback(() => {
    if (!current || renewedFrom.current === current) return;
    renewedFrom.current = current;
    renew().then(
      (fresh) => {
        if (fresh && fresh !== current) setCurrent(fresh);
      },
      // Still unreachable: the player shows its own error, and the question's text is on screen.
      () => undefined,
    );
  }, [current, renew]);

  return { src: current, onError };
}
