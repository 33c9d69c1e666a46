import { encodeUploadMetadata } from "@candor/shared/schemas/uploads";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import { assertTusResumable, parseByteCount, parseUploadMetadata } from "./tus-protocol";

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? `${error.statusCode} ${error.code}` : "thrown";
  }
  return undefined;
}

describe("parseUploadMetadata", () => {
  it("decodes what the shared encoder (and tus-js-client) sends, UTF-8 included", () => {
    const header = encodeUploadMetadata({
      filetype: "video/webm;codecs=vp8,opus",
      filename: "réponse 1.webm",
      purpose: "answer",
      candidate_interview_id: "6f1c2a8e-2b7d-4c1e-9a55-0d4f3c2b1a00",
    });
    expect(parseUploadMetadata(header)).toEqual({
      filetype: "video/webm;codecs=vp8,opus",
      filename: "réponse 1.webm",
      purpose: "answer",
      candidate_interview_id: "6f1c2a8e-2b7d-4c1e-9a55-0d4f3c2b1a00",
    });
  });

  it("takes a key without a value as empty, and no header as none", () => {
    expect(parseUploadMetadata("is_confidential,purpose YW5zd2Vy")).toEqual({
      is_confidential: "",
      purpose: "answer",
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
    expect(parseUploadMetadata("")).toEqual({});
  });

  it.each([
    "purpose not-base64!",
    "purpose YW5zd2Vy,purpose YW5zd2Vy",
    "purpose YW5zd2Vy extra",
    "bad key YQ==",
    ",",
    `filename ${"A".repeat(5000)}`,
  ])("refuses %j with 400", (header) => {
    expect(codeOf(() => parseUploadMetadata(header))).toBe("400 bad_request");
  });
});

describe("headers", () => {
  it("reads byte counts and refuses anything but a non-negative integer", () => {
    expect(parseByteCount("0")).toBe(0);
    expect(parseByteCount("1048576")).toBe(1048576);
    for (const bad of [undefined, "", "-1", "1.5", "1e3", " 12", "99999999999999999"]) {
      expect(
        codeOf(() => parseByteCount(bad)),
        String(bad),
      ).toBe("400 bad_request");
    }
  });

  it("wants Tus-Resumable 1.0.0", () => {
    expect(codeOf(() => assertTusResumable("1.0.0"))).toBeUndefined();
    expect(codeOf(() => assertTusResumable(undefined))).toBe("412 tus_version_unsupported");
    expect(codeOf(() => assertTusResumable("0.2.2"))).toBe("412 tus_version_unsupported");
  });
});
