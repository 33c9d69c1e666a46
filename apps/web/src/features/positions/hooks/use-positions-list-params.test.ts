import { describe, expect, it } from "vitest";
import { firstDirectionOf, readListParams } from "./use-positions-list-params";

describe("readListParams", () => {
  it("reads search, status, sort and page from the address", () => {
    expect(
      readListParams(new URLSearchParams("q=eng&status=open&sort=title&direction=asc&page=3")),
    ).toEqual({ q: "eng", status: "open", sort: "title", direction: "asc", page: 3, limit: 20 });
  });

  it("falls back to the defaults for anything missing or unknown", () => {
    expect(
      readListParams(new URLSearchParams("status=archived&sort=salary&direction=up&page=-2")),
    ).toEqual({ q: "", status: null, sort: "created_at", direction: "desc", page: 1, limit: 20 });
  });

  it("sorts names A→Z and dates newest first at the first click", () => {
    expect(firstDirectionOf("title")).toBe("asc");
    expect(firstDirectionOf("opened_at")).toBe("desc");
  });
});
