import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app";
import { loadConfig } from "../../config";

const ORIGIN = "http://demo.localhost:3000";

describe("external links, the video tour and PostHog in the configuration", () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it("leads every default link to Candor itself: no host that doesn't exist", () => {
    const config = loadConfig({});
    const targets = [...Object.values(config.links), config.videoTour.url];
    if (config.videoTour.captionsUrl) targets.push(config.videoTour.captionsUrl);
    expect(targets).toHaveLength(8);
    for (const target of targets) {
      expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    }
    expect(config.links.help_center).toBe("/help");
    expect(config.links.terms).toBe("/terms");
    expect(config.links.privacy).toBe("/privacy");
    expect(config.posthog).toBeUndefined();
  });

  it("takes the operator's links, and refuses one that is neither http(s) nor a path", () => {
    const config = loadConfig({
      HELP_CENTER_URL: "https://help.example.org",
      TERMS_URL: "/legal/terms.html",
      VIDEO_TOUR_URL: "https://media.example.org/tour.mp4",
    });
    expect(config.links.help_center).toBe("https://help.example.org");
    expect(config.links.terms).toBe("/legal/terms.html");
    expect(config.videoTour).toEqual({
      url: "https://media.example.org/tour.mp4",
      captionsUrl: null,
    });
    expect(() => loadConfig({ PRIVACY_URL: "javascript:alert(1)" })).toThrow(/PRIVACY_URL/);
    expect(() => loadConfig({ BLOG_URL: "//elsewhere.example" })).toThrow(/BLOG_URL/);
  });

  it("needs both PostHog settings and keeps the host's origin", () => {
    expect(
      loadConfig({ POSTHOG_KEY: "phc_1", POSTHOG_HOST: "https://eu.posthog.example/" }).posthog,
    ).toEqual({
      key: "phc_1",
      host: "https://eu.posthog.example",
    });
    expect(() => loadConfig({ POSTHOG_KEY: "phc_1" })).toThrow(/POSTHOG/);
    expect(() => loadConfig({ POSTHOG_HOST: "https://eu.posthog.example" })).toThrow(/POSTHOG/);
    expect(() => loadConfig({ POSTHOG_KEY: "k", POSTHOG_HOST: "ftp://x.example" })).toThrow(
      /POSTHOG_HOST/,
    );
  });

  it("hands the links and no PostHog to the web app, with a CSP for our own host only", async () => {
    const app = await buildTestApp();
    apps.push(app);
    const response = await app.inject({ method: "GET", url: "/v1/config" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.links).toEqual({
      help_center: "/help",
      terms: "/terms",
      privacy: "/privacy",
      blog: "/help",
      top_interview_questions: "/resources/interview-questions-guide.pdf",
      interview_coaching: "/training/practice",
    });
    expect(body.video_tour).toEqual({
      url: "/media/tour/candor-tour.webm",
      captions_url: "/media/tour/candor-tour.vtt",
    });
    expect(body.posthog).toBeNull();
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it("opens the CSP to the PostHog host, and only to it, when configured", async () => {
    const app = await buildTestApp({
      posthog: { key: "phc_test", host: "https://ph.example.org" },
    });
    apps.push(app);
    const response = await app.inject({ method: "GET", url: "/v1/config" });
    expect(response.json().posthog).toEqual({ key: "phc_test", host: "https://ph.example.org" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://ph.example.org;");
    expect(csp).toContain("connect-src 'self' https://ph.example.org;");
    expect(csp).toContain("default-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });
});
