import { describe, expect, it } from "vitest";
import { accountsPaths } from "./accounts.paths";
import { ALL_ENDPOINTS } from "./all-endpoints";
import { appConfigPaths } from "./app-config.paths";
import { curriculaPaths } from "./curricula.paths";
import type { EndpointPath } from "./endpoint-call";
import { guidancePaths } from "./guidance.paths";
import { notesPaths } from "./notes.paths";
import { pageViewsPaths } from "./page-views.paths";
import { quizzesPaths } from "./quizzes.paths";

/*
 * The schema-free calls (`<feature>.paths.ts`, decision 0049) and the endpoint table are one
 * contract: each call is an entry of the table (the one the server registers and the OpenAPI
 * document describes) with the same operationId, method and path. A new `.paths.ts` goes here.
 * That they import no schema is dependency-cruiser's rule (.dependency-cruiser.cjs).
 */
const PATHS: Record<string, Record<string, EndpointPath>> = {
  accountsPaths,
  appConfigPaths,
  curriculaPaths,
  guidancePaths,
  notesPaths,
  pageViewsPaths,
  quizzesPaths,
};

describe("the schema-free calls", () => {
  for (const [name, calls] of Object.entries(PATHS)) {
    it(`${name}: each call is the table's entry of that operationId, method and path`, () => {
      expect(Object.keys(calls).length).toBeGreaterThan(0);
      for (const [key, call] of Object.entries(calls)) {
        expect(call.operationId, `${name}.${key}`).toBe(key);
        const entry = ALL_ENDPOINTS.find((candidate) => candidate.operationId === key);
        expect(entry, `${name}.${key}`).toBeDefined();
        expect(
          { operationId: entry?.operationId, method: entry?.method, path: entry?.path },
          `${name}.${key}`,
        ).toEqual({ operationId: call.operationId, method: call.method, path: call.path });
      }
    });
  }
});
