import { describe, expect, it } from "vitest";
import { redactSecrets } from "./create-page-view";

describe("redactSecrets", () => {
  it("hides the tokens of emailed links and handoff codes, keeping the rest", () => {
    expect(redactSecrets("/reset-password?token=s3cr3t")).toBe("/reset-password?token=redacted");
    expect(redactSecrets("/accept-invitation?lng=it&token=abc#x")).toBe(
      "/accept-invitation?lng=it&token=redacted#x",
    );
    expect(redactSecrets("http://localhost:3000/activate-account?token=abc")).toBe(
      "http://localhost:3000/activate-account?token=redacted",
    );
    expect(redactSecrets("/hire?handoff=c0de")).toBe("/hire?handoff=redacted");
  });

  it("leaves other addresses as they are", () => {
    expect(redactSecrets("/training/learn?videoId=4")).toBe("/training/learn?videoId=4");
    expect(redactSecrets("/")).toBe("/");
  });
});
