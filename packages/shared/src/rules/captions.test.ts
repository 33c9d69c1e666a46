import { describe, expect, it } from "vitest";
import { isWebVtt, looksLikeWebVttFile } from "./captions";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("isWebVtt", () => {
  it("accepts a WebVTT file, with or without a byte order mark", () => {
    expect(isWebVtt(bytes("WEBVTT\n\n00:00.000 --> 00:01.000\nHello"))).toBe(true);
    expect(isWebVtt(bytes("WEBVTT"))).toBe(true);
    expect(isWebVtt(bytes("WEBVTT - Kind: captions\r\n"))).toBe(true);
    expect(isWebVtt(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("WEBVTT\n")]))).toBe(true);
  });

  it("refuses other text, a longer first word and invalid UTF-8", () => {
    expect(isWebVtt(bytes("1\n00:00:00,000 --> 00:00:01,000\nHi"))).toBe(false);
    expect(isWebVtt(bytes("WEBVTTX\n"))).toBe(false);
    expect(isWebVtt(bytes("webvtt\n"))).toBe(false);
    expect(isWebVtt(new Uint8Array([...bytes("WEBVTT\n"), 0xff, 0xfe]))).toBe(false);
  });
});

describe("looksLikeWebVttFile", () => {
  it("takes the type, or the .vtt name when the browser gave no type", () => {
    expect(looksLikeWebVttFile({ type: "text/vtt", name: "a.txt" })).toBe(true);
    expect(looksLikeWebVttFile({ type: "", name: "Welcome.VTT" })).toBe(true);
    expect(looksLikeWebVttFile({ type: "application/x-subrip", name: "a.vtt" })).toBe(false);
    expect(looksLikeWebVttFile({ type: "", name: "a.srt" })).toBe(false);
  });
});
