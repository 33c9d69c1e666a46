import type { PosthogConfig } from "@candor/shared/schemas/guidance";
import type { PostHog } from "posthog-js";

/*
 * The one PostHog client of the page, loaded on first need: `posthog-js` is a chunk of its own
 * (dynamic import), so a deployment without PostHog serves none of its bytes and, since nothing
 * loads it, sends nothing anywhere.
 */

let client: Promise<PostHog> | null = null;
/** While false (signed out, a recording or review page, analytics switched off) no event leaves. */
let isSending = false;

export function setSending(value: boolean) {
  isSending = value;
}

export function loadPosthog(config: PosthogConfig): Promise<PostHog> {
  client ??= import("posthog-js").then(({ default: posthog }) => {
    posthog.init(config.key, {
      api_host: config.host,
      // Candor stores its own page views (SPEC §2); these are sent by hand, page by page.
      capture_pageview: false,
      capture_pageleave: false,
      // No cookie: the browser's storage of this origin only.
      persistence: "localStorage",
      person_profiles: "identified_only",
      // Session replay and autocapture see no text and no input (issue 18).
      mask_all_text: true,
      mask_all_element_attributes: true,
      session_recording: { maskAllInputs: true, maskTextSelector: "*" },
      respect_dnt: true,
      disable_surveys: true,
      before_send: (event) => (isSending ? event : null),
    });
    return posthog;
  });
  return client;
}

/** The client if it was ever loaded; never loads it. */
export function loadedPosthog(): Promise<PostHog> | null {
  return client;
}
