import { describe, expect, it } from "vitest";
import {
  extractHandoffCode,
  planPostAuthRedirect,
  postAuthDestination,
  safeRedirectPath,
  withHandoffCode,
} from "./auth-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirectPath("/hire/positions?page=2#top")).toBe("/hire/positions?page=2#top");
    expect(safeRedirectPath("/hire-candidate/prerecorded-interviews/7")).toBe(
      "/hire-candidate/prerecorded-interviews/7",
    );
  });

  it("refuses anything that could leave the origin", () => {
    for (const value of [
      "https://evil.test/",
      "//evil.test/path",
      "/\\evil.test",
      "\\\\evil.test",
      "javascript:alert(1)",
      "hire/positions",
      "/\t/evil.test",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });
});

describe("postAuthDestination", () => {
  it("follows a safe redirectAfterAuth, else the area's home", () => {
    expect(postAuthDestination({ subdomain: "acme" }, "/hire/candidates?x=1")).toBe(
      "/hire/candidates?x=1",
    );
    expect(postAuthDestination({ subdomain: "acme" }, "https://evil.test")).toBe("/hire/dashboard");
    expect(postAuthDestination({ subdomain: null }, null)).toBe("/hire-candidate/dashboard");
    expect(
      postAuthDestination({ subdomain: null }, "/hire-candidate/prerecorded-interviews/3"),
    ).toBe("/hire-candidate/prerecorded-interviews/3");
  });
});

describe("planPostAuthRedirect", () => {
  const destination = "/hire/dashboard?tab=new";

  it("hands the session over by code from localhost to {sub}.localhost, keeping port and path", () => {
    expect(
      planPostAuthRedirect({
        subdomain: "demo",
        destination,
        appDomain: "localhost",
        location: { protocol: "http:", hostname: "localhost", port: "3000" },
      }),
    ).toEqual({ kind: "handoff", url: "http://demo.localhost:3000/hire/dashboard?tab=new" });
  });

  it("goes straight to the subdomain of a real domain, where the cookie is shared", () => {
    expect(
      planPostAuthRedirect({
        subdomain: "acme",
        destination,
        appDomain: "candor.work",
        location: { protocol: "https:", hostname: "candor.work", port: "" },
      }),
    ).toEqual({ kind: "assign", url: "https://acme.candor.work/hire/dashboard?tab=new" });
  });

  it("moves across organizations too", () => {
    expect(
      planPostAuthRedirect({
        subdomain: "acme",
        destination,
        appDomain: "candor.work",
        location: { protocol: "https:", hostname: "other.candor.work", port: "" },
      }).kind,
    ).toBe("assign");
  });

  it("stays when already on the right subdomain, for candidates, and on an IP address", () => {
    const stay = { kind: "navigate", to: destination };
    expect(
      planPostAuthRedirect({
        subdomain: "demo",
        destination,
        appDomain: "localhost",
        location: { protocol: "http:", hostname: "demo.localhost", port: "3000" },
      }),
    ).toEqual(stay);
    expect(
      planPostAuthRedirect({
        subdomain: "ACME",
        destination,
        appDomain: "candor.work",
        location: { protocol: "https:", hostname: "acme.candor.work", port: "" },
      }),
    ).toEqual(stay);
    expect(
      planPostAuthRedirect({
        subdomain: null,
        destination,
        appDomain: "candor.work",
        location: { protocol: "https:", hostname: "candor.work", port: "" },
      }),
    ).toEqual(stay);
    expect(
      planPostAuthRedirect({
        subdomain: "acme",
        destination,
        appDomain: "127.0.0.1",
        location: { protocol: "http:", hostname: "127.0.0.1", port: "3000" },
      }),
    ).toEqual(stay);
  });

  it("uses a handoff code when the page isn't on the app domain (no shared cookie)", () => {
    expect(
      planPostAuthRedirect({
        subdomain: "acme",
        destination,
        appDomain: "candor.work",
        location: { protocol: "https:", hostname: "preview.example.com", port: "" },
      }).kind,
    ).toBe("handoff");
  });
});

describe("handoff codes in addresses", () => {
  it("adds the code to the query, keeping the rest", () => {
    expect(withHandoffCode("http://demo.localhost:3000/hire/dashboard?tab=new#x", "c0de")).toBe(
      "http://demo.localhost:3000/hire/dashboard?tab=new&handoff=c0de#x",
    );
  });

  it("takes the code out of an address and gives back the address without it", () => {
    expect(extractHandoffCode("http://demo.localhost:3000/hire?tab=new&handoff=c0de#x")).toEqual({
      code: "c0de",
      cleanPath: "/hire?tab=new#x",
    });
    expect(extractHandoffCode("http://demo.localhost:3000/hire?handoff=c0de")).toEqual({
      code: "c0de",
      cleanPath: "/hire",
    });
    expect(extractHandoffCode("http://localhost:3000/?a=1")).toEqual({
      code: null,
      cleanPath: "/?a=1",
    });
    expect(extractHandoffCode("http://localhost:3000/?handoff=")).toEqual({
      code: null,
      cleanPath: "/",
    });
  });
});
