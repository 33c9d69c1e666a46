import { describe, expect, it } from "vitest";
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from "../../test/images";
import { detectImageType } from "./image-type";

describe("detectImageType", () => {
  it("recognises PNG, JPEG, GIF and WebP by their bytes", () => {
    expect(detectImageType(tinyPng())).toEqual({ contentType: "image/png", extension: "png" });
    expect(detectImageType(tinyJpeg())).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(detectImageType(tinyGif())).toEqual({ contentType: "image/gif", extension: "gif" });
    expect(detectImageType(tinyWebp())).toEqual({ contentType: "image/webp", extension: "webp" });
    expect(detectImageType(Buffer.from("GIF87a..."))?.contentType).toBe("image/gif");
  });

  it("refuses anything else, and truncated signatures", () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      Buffer.from("%PDF-1.7"),
      tinyPng().subarray(0, 7),
      Buffer.from([0xff, 0xd8]),
      Buffer.from("RIFF\0\0\0\0WAVEfmt "),
      Buffer.from("BM6\0\0\0"), // BMP
    ]) {
      expect(detectImageType(bytes)).toBeUndefined();
    }
  });
});
