import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundary rules `npm run lint:deps` checks (.dependency-cruiser.cjs), run on a small tree
 * laid out like the repository: each forbidden import must be reported under its rule, and the
 * allowed ones must not, so a rule that stops matching (a path typo, a renamed folder) fails here
 * rather than silently letting violations through.
 */
const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const depcruise = path.join(repoRoot, "node_modules", ".bin", "depcruise");

const files: Record<string, string> = {
  "tsconfig.base.json": JSON.stringify({ compilerOptions: { module: "ESNext", strict: true } }),
  // Web: a feature importing another feature, a component and lib importing a feature.
  "apps/web/src/features/alpha/components/alpha-card.ts":
    'import { betaCount } from "../../beta/api/beta";\nexport const alpha = betaCount;\n',
  "apps/web/src/features/beta/api/beta.ts":
    'import { formatCount } from "../../../lib/format";\nexport const betaCount = formatCount(1);\n',
  "apps/web/src/lib/format.ts": "export const formatCount = (n: number) => String(n);\n",
  "apps/web/src/lib/uses-feature.ts":
    'import { betaCount } from "../features/beta/api/beta";\nexport const x = betaCount;\n',
  "apps/web/src/components/badge/badge.ts":
    'import { betaCount } from "../../features/beta/api/beta";\nexport const badge = betaCount;\n',
  // API: a module reaching into another's queries; another going through the service (allowed).
  "apps/api/src/modules/reviews/reviews.service.ts":
    'import { findInterview } from "../interviews/interviews.queries";\nexport const r = findInterview;\n',
  "apps/api/src/modules/reports/reports.service.ts":
    'import { interviewsService } from "../interviews/interviews.service";\nexport const s = interviewsService;\n',
  "apps/api/src/modules/interviews/interviews.queries.ts": "export const findInterview = 1;\n",
  "apps/api/src/modules/interviews/interviews.service.ts":
    'import { findInterview } from "./interviews.queries";\nexport const interviewsService = findInterview;\n',
  "apps/api/src/lib/uses-module.ts":
    'import { interviewsService } from "../modules/interviews/interviews.service";\nexport const l = interviewsService;\n',
  // Shared importing an app.
  "packages/shared/src/rules/leaky.ts":
    'import { formatCount } from "../../../../apps/web/src/lib/format";\nexport const leak = formatCount;\n',
};

type Violation = { from: string; to: string; rule: { name: string } };

describe("module boundaries (npm run lint:deps)", () => {
  let root: string;
  let violations: Violation[];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "candor-boundaries-"));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const args = [
      "apps/web/src",
      "apps/api/src",
      "packages/shared/src",
      "--config",
      path.join(repoRoot, ".dependency-cruiser.cjs"),
      "--output-type",
      "err",
    ];
    // The output type `npm run lint:deps` uses: violations make it exit non-zero, which fails
    // `npm run check`, and each is a line "error <rule>: <from> → <to>".
    const output = await run(depcruise, args, { cwd: root }).then(
      (result) => ({ ...result, exitCode: 0 }),
      (error: { stdout: string; code: number }) => ({ stdout: error.stdout, exitCode: error.code }),
    );
    expect(output.exitCode).not.toBe(0);
    violations = [...output.stdout.matchAll(/error ([\w-]+): (\S+) → (\S+)/g)].map(
      ([, rule = "", from = "", to = ""]) => ({ rule: { name: rule }, from, to }),
    );
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  const found = (rule: string) =>
    violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);

  it("refuses a web feature importing another feature", () => {
    expect(found("web-feature-to-feature")).toEqual([
      "apps/web/src/features/alpha/components/alpha-card.ts -> apps/web/src/features/beta/api/beta.ts",
    ]);
  });

  it("refuses shared components and lib importing a feature", () => {
    expect(found("web-components-to-features")).toEqual([
      "apps/web/src/components/badge/badge.ts -> apps/web/src/features/beta/api/beta.ts",
    ]);
    expect(found("web-lib-to-features")).toEqual([
      "apps/web/src/lib/uses-feature.ts -> apps/web/src/features/beta/api/beta.ts",
    ]);
  });

  it("refuses an API module importing another module's queries, but not its service", () => {
    expect(found("api-module-internals")).toEqual([
      "apps/api/src/modules/reviews/reviews.service.ts -> apps/api/src/modules/interviews/interviews.queries.ts",
    ]);
    expect(found("api-lib-to-modules")).toEqual([
      "apps/api/src/lib/uses-module.ts -> apps/api/src/modules/interviews/interviews.service.ts",
    ]);
  });

  it("refuses packages/shared importing an app", () => {
    expect(found("shared-to-apps")).toEqual([
      "packages/shared/src/rules/leaky.ts -> apps/web/src/lib/format.ts",
    ]);
  });
});
