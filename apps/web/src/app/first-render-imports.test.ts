import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * What the first render of the start-up chunk, the training pages and sign-in evaluates: the modules
 * reachable by static, run-time imports (an `import type` is erased, an `import()` is a later
 * chunk). None may be zod or a module that builds zod schemas: evaluating them was ~400 ms in one
 * task at 4× CPU slowdown (issue 15); calls go through `endpoints/<feature>.paths.ts` instead
 * (decisions 0049, 0054). Nor, on the training pages, Radix, the product tour or the analytics
 * (decision 0057).
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");
const SHARED_SRC = resolve(SRC, "../../../packages/shared/src");

// A static import or re-export and its specifier; `import(` is not matched (a lazy chunk).
const STATIC_IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s+["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Whether every name an import brings is a type (`import { type A, type B }`): erased. */
function isTypeOnly(keyword: string | undefined, clause: string): boolean {
  if (keyword) return true;
  const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (names === undefined) return false;
  const items = names
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((item) => item.startsWith("type "));
}

/** The run-time imports of a module: files (relative or `@candor/shared/*`) and packages. */
function runtimeImports(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(file, "utf8");
  const files: string[] = [];
  const packages: string[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const specifier = match[4] ?? match[5] ?? "";
    if (match[4] !== undefined && isTypeOnly(match[2], match[3] ?? "")) continue;
    if (/\.(css|json|svg|png|webp)$/.test(specifier) || specifier.startsWith("virtual:")) continue;
    if (specifier.startsWith(".")) {
      const resolved = resolveFile(resolve(dirname(file), specifier));
      if (resolved) files.push(resolved);
    } else if (specifier.startsWith("@candor/shared/")) {
      const resolved = resolveFile(join(SHARED_SRC, specifier.slice("@candor/shared/".length)));
      if (resolved) files.push(resolved);
    } else {
      packages.push(specifier);
    }
  }
  return { files, packages };
}

/** Every module and package the roots evaluate before anything lazy, each with who imports it. */
function staticGraph(roots: string[]) {
  const importer = new Map<string, string>();
  const packages = new Map<string, string>();
  const stack = [...roots];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = runtimeImports(file);
    for (const name of imports.packages) if (!packages.has(name)) packages.set(name, file);
    for (const next of imports.files) {
      if (!importer.has(next)) importer.set(next, file);
      stack.push(next);
    }
  }
  return { modules: seen, importer, packages };
}

const relative = (file: string) => file.replace(`${resolve(SRC, "../../..")}/`, "");

const ROOTS = {
  "the start-up chunk": ["main.tsx"],
  "the training layout": ["app/layouts/training-layout.tsx"],
  "the training home": ["app/routes/training/training-home.tsx"],
  "a curriculum page": ["app/routes/training/curriculum.tsx"],
  "the sign-in page": ["app/routes/general/sign-in.tsx"],
} as const;

describe("the first render's modules", () => {
  for (const [name, roots] of Object.entries(ROOTS)) {
    it(`of ${name} import no zod and no schema module`, () => {
      const graph = staticGraph(roots.map((root) => join(SRC, root)));
      expect(graph.modules.size).toBeGreaterThan(roots.length);
      const zodImporters = [...graph.packages]
        .filter(([name]) => name === "zod" || name.startsWith("zod/"))
        .map(([, file]) => relative(file));
      expect(zodImporters).toEqual([]);
      // A full endpoint entry or a schema module builds zod schemas when evaluated.
      const schemaModules = [...graph.modules]
        .filter((file) => file.startsWith(SHARED_SRC))
        .filter((file) =>
          /\/schemas\/|\/endpoints\/(?!endpoint-call\.ts$)(?![^/]+\.paths\.ts$)/.test(file),
        )
        .map((file) => `${relative(file)} (from ${relative(graph.importer.get(file) ?? "")})`);
      expect(schemaModules).toEqual([]);
    });
  }

  // Radix's menus and dialogs, the product tour and the analytics: each signed-in page used to
  // fetch and evaluate them before its largest text was painted (decision 0057). The top bar's
  // account menu and video tour come when reached for (`useOnDemand`), the tour and PostHog by
  // dynamic import once signed in.
  const ON_DEMAND_PACKAGES = ["radix-ui", "driver.js", "posthog-js"];
  for (const name of ["the start-up chunk", "the training layout", "the training home"] as const) {
    it(`of ${name} import none of ${ON_DEMAND_PACKAGES.join(", ")}`, () => {
      const graph = staticGraph(ROOTS[name].map((root) => join(SRC, root)));
      const found = [...graph.packages]
        .filter(([pkg]) =>
          ON_DEMAND_PACKAGES.some((name) => pkg === name || pkg.startsWith(`${name}/`)),
        )
        .map(([pkg, file]) => `${pkg} (from ${relative(file)})`);
      expect(found).toEqual([]);
    });
  }

  it("sees through to Radix when a module does import it (the walk is not blind)", () => {
    const graph = staticGraph([join(SRC, "components/top-bar/account-menu.tsx")]);
    expect(graph.packages.has("radix-ui")).toBe(true);
  });

  it("sees through to zod when a page does import it (the walk is not blind)", () => {
    const graph = staticGraph([join(SRC, "app/routes/hire/candidates.tsx")]);
    expect(graph.packages.has("zod")).toBe(true);
  });
});
