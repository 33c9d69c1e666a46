import { describe, expect, it } from "vitest";
import {
  browserSaysDoNotTrack,
  isAnalyticsAllowed,
  isAnalyticsExcludedPath,
} from "./analytics-policy";

const posthog = { key: "phc_test", host: "https://ph.example.org" };

describe("isAnalyticsExcludedPath", () => {
  it("excludes recording and review pages, also behind an organization prefix", () => {
    for (const pathname of [
      "/hire-candidate/prerecorded-interviews/12",
      "/interview/3f1c",
      "/interview/invitation/abc",
      "/hire/candidate-interviews/5/review",
      "/hire/candidates/7",
      "/acme/hire/candidates/7",
      "/acme/hire-candidate/prerecorded-interviews/12",
    ]) {
      expect(isAnalyticsExcludedPath(pathname), pathname).toBe(true);
    }
  });

  it("keeps the other pages", () => {
    for (const pathname of [
      "/",
      "/hire/dashboard",
      "/hire/candidates",
      "/hire/positions/3",
      "/training",
      "/hire-candidate/dashboard",
      "/interviews-guide",
    ]) {
      expect(isAnalyticsExcludedPath(pathname), pathname).toBe(false);
    }
  });
});

describe("isAnalyticsAllowed", () => {
  const user = { productAnalytics: true };
  it("needs a configuration, a signed-in user, the organization's consent and no DNT", () => {
    expect(isAnalyticsAllowed({ posthog, user, doNotTrack: false })).toBe(true);
    expect(isAnalyticsAllowed({ posthog: null, user, doNotTrack: false })).toBe(false);
    expect(isAnalyticsAllowed({ posthog, user: null, doNotTrack: false })).toBe(false);
    expect(
      isAnalyticsAllowed({ posthog, user: { productAnalytics: false }, doNotTrack: false }),
    ).toBe(false);
    expect(isAnalyticsAllowed({ posthog, user, doNotTrack: true })).toBe(false);
  });
});

describe("browserSaysDoNotTrack", () => {
  it("reads navigator.doNotTrack, Global Privacy Control and the old window.doNotTrack", () => {
    expect(browserSaysDoNotTrack({ doNotTrack: "1" })).toBe(true);
    expect(browserSaysDoNotTrack({ doNotTrack: "0" })).toBe(false);
    expect(browserSaysDoNotTrack({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(browserSaysDoNotTrack({}, { doNotTrack: "1" })).toBe(true);
    expect(browserSaysDoNotTrack(undefined)).toBe(false);
  });
});
