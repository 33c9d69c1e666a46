import { describe, expect, it } from "vitest";
import { promptVideoProblem, uploadIdOf } from "./prompt-video";

const MB = 1024 * 1024;

function fileOf(type: string, size: number): File {
  const file = new File(["x"], "prompt", { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("promptVideoProblem", () => {
  it("accepts the video types browsers record and play, up to 200 MB in whole megabytes", () => {
    expect(promptVideoProblem(fileOf("video/webm;codecs=vp9", MB))).toBeNull();
    expect(promptVideoProblem(fileOf("video/mp4", 200 * MB + MB - 1))).toBeNull();
    expect(promptVideoProblem(fileOf("video/quicktime", MB))).toBeNull();
  });

  it("refuses other types and larger files", () => {
    expect(promptVideoProblem(fileOf("image/png", MB))).toBe("unsupported_video_type");
    expect(promptVideoProblem(fileOf("", MB))).toBe("unsupported_video_type");
    expect(promptVideoProblem(fileOf("video/mp4", 201 * MB))).toBe("file_too_large");
  });
});

describe("uploadIdOf", () => {
  it("takes the last segment of the upload's URL", () => {
    expect(uploadIdOf("http://acme.localhost:3000/v1/uploads/abc-123")).toBe("abc-123");
    expect(uploadIdOf("/v1/uploads/abc-123")).toBe("abc-123");
  });
});
