import { describe, expect, it } from "vitest";
import {
  authCookieDomain,
  isRealDomain,
  readAuthCookie,
  serializeAuthCookie,
  serializeAuthCookieRemovals,
} from "./auth-cookie";

const http = (hostname: string, port = "3000") => ({ protocol: "http:", hostname, port });
const https = (hostname: string) => ({ protocol: "https:", hostname, port: "" });

describe("isRealDomain", () => {
  it("accepts registrable domains and refuses localhost and IP addresses", () => {
    expect(isRealDomain("candor.work")).toBe(true);
    expect(isRealDomain("staging.candor.work")).toBe(true);
    expect(isRealDomain("localhost")).toBe(false);
    expect(isRealDomain("app.localhost")).toBe(false);
    expect(isRealDomain("127.0.0.1")).toBe(false);
    expect(isRealDomain("::1")).toBe(false);
    expect(isRealDomain("[::1]")).toBe(false);
    expect(isRealDomain("intranet")).toBe(false);
  });
});

describe("authCookieDomain", () => {
  it("shares the cookie across subdomains of a real domain the page is on", () => {
    expect(authCookieDomain("candor.work", "candor.work")).toBe("candor.work");
    expect(authCookieDomain("candor.work", "acme.candor.work")).toBe("candor.work");
  });

  it("stays host-only on localhost and on a host outside the app domain", () => {
    expect(authCookieDomain("localhost", "localhost")).toBeNull();
    expect(authCookieDomain("localhost", "demo.localhost")).toBeNull();
    expect(authCookieDomain("candor.work", "preview.example.com")).toBeNull();
    expect(authCookieDomain("candor.work", "notcandor.work")).toBeNull();
  });
});

describe("serializeAuthCookie", () => {
  it("writes a 5-day, SameSite=Lax, path-wide cookie, shared and Secure on an https domain", () => {
    expect(serializeAuthCookie("tok en", "candor.work", https("acme.candor.work"))).toBe(
      "auth=tok%20en; Max-Age=432000; Path=/; SameSite=Lax; Domain=candor.work; Secure",
    );
  });

  it("is host-only and not Secure on http://localhost", () => {
    expect(serializeAuthCookie("abc", "localhost", http("demo.localhost"))).toBe(
      "auth=abc; Max-Age=432000; Path=/; SameSite=Lax",
    );
  });

  it("is removed both shared and host-only, with the same attributes", () => {
    expect(serializeAuthCookieRemovals("candor.work", https("candor.work"))).toEqual([
      "auth=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Domain=candor.work; Secure",
      "auth=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure",
    ]);
    expect(serializeAuthCookieRemovals("localhost", http("localhost"))).toEqual([
      "auth=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax",
    ]);
  });
});

describe("readAuthCookie", () => {
  it("finds the auth cookie among others and decodes it", () => {
    expect(readAuthCookie("a=1; auth=tok%20en; b=2")).toBe("tok en");
    expect(readAuthCookie("author=x; auth=y")).toBe("y");
  });

  it("answers null when it is missing, empty or garbled", () => {
    expect(readAuthCookie("")).toBeNull();
    expect(readAuthCookie("other=1")).toBeNull();
    expect(readAuthCookie("auth=")).toBeNull();
    expect(readAuthCookie("auth=%E0%A4%A")).toBeNull();
  });
});
