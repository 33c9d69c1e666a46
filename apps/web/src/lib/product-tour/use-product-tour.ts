import { callsOf } from "@candor/shared/endpoints/endpoint-call";
import type { guidanceEndpoints } from "@candor/shared/endpoints/guidance";
import { guidancePaths } from "@candor/shared/endpoints/guidance.paths";
import type { TourEnding, TourKey } from "@candor/shared/schemas/guidance";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../api-client";
import { useAppConfig } from "../app-config";
import { currentUserQueryKey, readUser } from "../auth/session-api";
import { useSession } from "../auth/use-session";
import { runTour, type TourStep } from "./run-tour";
import { offerTour } from "./tour-registry";

// Schema-free calls typed with their entries: this page loads no zod (decision 0049).
const guidanceCalls = callsOf<typeof guidanceEndpoints>()(guidancePaths);

/** A page's steps in the current language: a module-level function, so its identity is stable. */
export type TourSteps = (t: TFunction) => TourStep[];

/**
 * The product tour of a page (issue 18): shown on the signed-in user's first visit once `ready`
 * (the page's content is on screen), never again once finished or skipped — the ending is stored
 * on the user, server-side, so it follows them to every device — and offered to the help menu
 * for a restart while the page is mounted. A deployment may turn tours off (PRODUCT_TOURS=false).
 */
export function useProductTour(
  key: TourKey,
  steps: TourSteps,
  { ready = true }: { ready?: boolean } = {},
) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { config, isLoaded } = useAppConfig();
  const isOn = isLoaded && config.productTours;
  const running = useRef(false);
  const autoStarted = useRef(false);

  const start = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let ending: TourEnding;
    try {
      ending = await runTour(steps(t), {
        next: t("tour.next"),
        previous: t("tour.previous"),
        done: t("tour.done"),
        skip: t("tour.skip"),
        progress: t("tour.progress", { current: "{{current}}", total: "{{total}}" }),
      });
    } catch {
      // The tour's chunk didn't load (offline, a new deployment): the page works without it.
      running.current = false;
      return;
    }
    running.current = false;
    try {
      const document = await api(guidanceCalls.endTour, {
        params: { key },
        body: { status: ending },
      });
      queryClient.setQueryData(currentUserQueryKey, readUser(document));
    } catch {
      // Not saved: the tour shows again on the next visit, which is the lesser harm.
    }
  }, [key, steps, t, queryClient]);

  useEffect(
    () => (isOn ? offerTour({ key, start: () => void start() }) : undefined),
    [isOn, key, start],
  );

  const isDone = user ? user.toursDone.includes(key) : true;
  useEffect(() => {
    if (!isOn || !ready || isDone || autoStarted.current) return;
    autoStarted.current = true;
    void start();
  }, [isOn, ready, isDone, start]);
}
