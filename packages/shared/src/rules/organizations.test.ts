import { describe, expect, it } from "vitest";
import { suggestSubdomain, validateSubdomain } from "./organizations";

describe("validateSubdomain", () => {
  it("accepts lower-case letters, digits and inner hyphens", () => {
    for (const value of ["acme", "acme-hiring", "a1b", "x".repeat(63)]) {
      expect(validateSubdomain(value)).toBeUndefined();
    }
  });

  it("names what is wrong", () => {
    expect(validateSubdomain("")).toBe("blank");
    expect(validateSubdomain("  ")).toBe("blank");
    expect(validateSubdomain("ab")).toBe("too_short");
    expect(validateSubdomain("x".repeat(64))).toBe("too_long");
    expect(validateSubdomain("Acme")).toBe("invalid");
    expect(validateSubdomain("-acme")).toBe("invalid");
    expect(validateSubdomain("acme-")).toBe("invalid");
    expect(validateSubdomain("ac_me")).toBe("invalid");
    expect(validateSubdomain("ac.me")).toBe("invalid");
    for (const reserved of ["www", "api", "app", "admin", "demo", "mail", "status", "docs"]) {
      expect(validateSubdomain(reserved)).toBe("reserved");
    }
  });
});

describe("suggestSubdomain", () => {
  it("derives a valid subdomain from an organization name", () => {
    expect(suggestSubdomain("Acme Hiring, Inc.")).toBe("acme-hiring-inc");
    expect(suggestSubdomain("Café Über")).toBe("cafe-uber");
    expect(suggestSubdomain("  ---  ")).toBe("team-hq");
    expect(suggestSubdomain("AB")).toBe("ab-hq");
    expect(suggestSubdomain("Admin")).toBe("admin-team");
    expect(suggestSubdomain("Demo")).toBe("demo-team");
    expect(suggestSubdomain("x".repeat(80))).toHaveLength(63);
    for (const name of ["Acme Hiring, Inc.", "Café Über", "AB", "Admin", "Demo", "日本"]) {
      expect(validateSubdomain(suggestSubdomain(name))).toBeUndefined();
    }
  });
});
