import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import {
  candidatesFilterKey,
  hasCandidateFilters,
  NO_CANDIDATE_FILTERS,
  readCandidatesListParams,
  useCandidatesListParams,
  writeCandidatesListParams,
} from "./use-candidates-list-params";

const POSITION = "0b6f0c3e-6f43-4c4e-9a59-7c1f1c9f0a01";

function read(search: string) {
  return readCandidatesListParams(new URLSearchParams(search));
}

describe("the candidates list's address", () => {
  it("reads every filter, the order and the page, and writes them back the same", () => {
    const search = `q=ada&stage=offer&position=${POSITION}&interview=completed&awaiting=1&tag=python&from=2026-01-01&to=2026-01-31&sort=last_name&page=3`;
    const params = read(search);
    expect(params).toEqual({
      q: "ada",
      stage: "offer",
      positionId: POSITION,
      interviewStatus: "completed",
      awaitingMyReview: true,
      tag: "python",
      addedFrom: "2026-01-01",
      addedTo: "2026-01-31",
      sort: "last_name",
      page: 3,
      cursor: null,
    });
    expect(writeCandidatesListParams(params).toString()).toBe(search);
  });

  it("keeps a page's cursor beside its number, and none on the first page", () => {
    expect(read("page=3&after=abc")).toMatchObject({ page: 3, cursor: "abc" });
    expect(writeCandidatesListParams(read("page=3&after=abc")).toString()).toBe("page=3&after=abc");
    expect(read("after=abc").cursor).toBeNull();
    expect(writeCandidatesListParams(read("after=abc")).toString()).toBe("");
  });

  it("leaves defaults out and drops what the list doesn't offer", () => {
    const params = read(
      "interview=done&awaiting=yes&from=01/02/2026&to=2026-1-5&sort=score&page=-2",
    );
    expect(params).toMatchObject({
      interviewStatus: null,
      awaitingMyReview: false,
      addedFrom: null,
      addedTo: null,
      sort: "-created_at",
      page: 1,
    });
    expect(hasCandidateFilters(params)).toBe(false);
    expect(writeCandidatesListParams(params).toString()).toBe("");
  });

  it("keys the filters apart from the page and the order", () => {
    const key = candidatesFilterKey(read("tag=python&page=2&sort=last_name"));
    expect(candidatesFilterKey(read("tag=python"))).toBe(key);
    expect(candidatesFilterKey(read("tag=go"))).not.toBe(key);
    expect(candidatesFilterKey(read("tag=python&awaiting=1"))).not.toBe(key);
  });
});

function renderParams(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/hire/candidates${initial}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useCandidatesListParams(), location: useLocation() }), {
    wrapper,
  });
}

describe("useCandidatesListParams", () => {
  it("starts again at page 1 on a filter or order change, keeps the page otherwise", () => {
    const { result } = renderParams("?tag=python&page=4");
    act(() => result.current.update({ interviewStatus: "invited" }));
    expect(result.current.location.search).toBe("?interview=invited&tag=python");
    act(() => result.current.update({ page: 2 }));
    expect(result.current.params.page).toBe(2);
    act(() => result.current.update({ sort: "-last_name" }));
    expect(result.current.location.search).toBe("?interview=invited&tag=python&sort=-last_name");
  });

  it("drops the cursor on any change that does not bring its own", () => {
    const { result } = renderParams("?page=2&after=abc");
    act(() => result.current.update({ page: 3, cursor: "def" }));
    expect(result.current.location.search).toBe("?page=3&after=def");
    act(() => result.current.update({ page: 2 }));
    expect(result.current.location.search).toBe("?page=2");
    act(() => result.current.update({ page: 3, cursor: "def" }));
    act(() => result.current.update({ tag: "go" }));
    expect(result.current.location.search).toBe("?tag=go");
  });

  it("clears every filter but keeps the order", () => {
    const { result } = renderParams(
      `?q=ada&position=${POSITION}&awaiting=1&from=2026-01-01&sort=created_at&page=2`,
    );
    act(() => result.current.update(NO_CANDIDATE_FILTERS));
    expect(result.current.location.search).toBe("?sort=created_at");
    expect(hasCandidateFilters(result.current.params)).toBe(false);
  });
});
