import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { routes } from "@candor/shared/routes";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routeTree } from "../app/router";
import { i18n, loadLocalePart } from "./i18n";
import { AREA_NAMESPACES, LOCALE_AREAS, type LocaleArea, pickLocalePart } from "./locale-parts";
import en from "./locales/en/common.json";

const SRC = join(dirname(fileURLToPath(import.meta.url)), "..");
const NAMESPACES = Object.keys(en);

/*
 * Which namespaces a module uses: any string that starts with `<namespace>.` — `t("nav.home")`,
 * `i18nKey`, a table of keys, or a template's fixed start (`errors.${code}`). Over-counting only
 * moves a namespace into a part that did not need it; missing one is what these tests guard.
 */
const KEY_START = new RegExp(`["'\`](${NAMESPACES.join("|")})[.\`"'$]`, "g");
const IMPORT =
  /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

type ModuleInfo = { namespaces: Set<string>; imports: string[] };
const modules = new Map<string, ModuleInfo>();
function readModule(file: string): ModuleInfo {
  let found = modules.get(file);
  if (!found) {
    // locale-parts.ts names every area namespace without using one.
    const text = file.endsWith("i18n/locale-parts.ts") ? "" : readFileSync(file, "utf8");
    found = {
      namespaces: new Set([...text.matchAll(KEY_START)].map((match) => match[1] ?? "")),
      imports: [...text.matchAll(IMPORT)]
        .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3] ?? ""))
        .filter((path): path is string => path !== null),
    };
    modules.set(file, found);
  }
  return found;
}

/** Namespaces used by the modules reachable from `roots` (static and dynamic imports). */
function namespacesFrom(roots: string[], isOutside: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  const namespaces = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || isOutside(file)) continue;
    seen.add(file);
    const module = readModule(file);
    for (const namespace of module.namespaces) namespaces.add(namespace);
    stack.push(...module.imports);
  }
  return namespaces;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules only an area's lazy layout reaches: its layout and its route screens. */
const AREA_ROOTS: Record<LocaleArea, RegExp> = {
  training: /app\/(routes\/training\/|layouts\/training-layout\.tsx$)/,
  hire: /app\/(routes\/hire\/|layouts\/hire-layout\.tsx$)/,
  candidate: /app\/(routes\/(candidate|careers)\/|layouts\/candidate-layout\.tsx$)/,
};
const isAreaModule = (file: string) => Object.values(AREA_ROOTS).some((area) => area.test(file));
const allFiles = sourceFiles(SRC);
const core = new Set(Object.keys(pickLocalePart(en, "core")));

describe("locale parts", () => {
  it("split English into core and the areas' parts, with nothing lost or unknown", () => {
    const parts = LOCALE_AREAS.map((area) => Object.keys(pickLocalePart(en, area)));
    expect(new Set([...core, ...parts.flat()])).toEqual(new Set(NAMESPACES));
    for (const area of LOCALE_AREAS) {
      for (const namespace of AREA_NAMESPACES[area]) expect(NAMESPACES).toContain(namespace);
    }
  });

  it("put in core every namespace the shell and the general pages use", () => {
    // Everything main.tsx reaches without entering a signed-in area renders on core alone.
    const used = namespacesFrom([join(SRC, "main.tsx")], isAreaModule);
    expect([...used].filter((namespace) => !core.has(namespace))).toEqual([]);
  });

  for (const area of LOCALE_AREAS) {
    it(`give the ${area} area every namespace its pages use`, () => {
      const roots = allFiles.filter((file) => AREA_ROOTS[area].test(file));
      expect(roots.length).toBeGreaterThan(0);
      const used = namespacesFrom(roots, () => false);
      const part = new Set(AREA_NAMESPACES[area]);
      const missing = [...used].filter((namespace) => !core.has(namespace) && !part.has(namespace));
      expect(missing).toEqual([]);
    });
  }
});

/** The lazy layout route whose children include `path`. */
function layoutRouteOf(path: string): RouteObject {
  const layouts = routeTree[0]?.children ?? [];
  const found = layouts.find((layout) =>
    layout.children?.some((group) => group.children?.some((route) => route.path === path)),
  );
  if (!found?.lazy) throw new Error(`no lazy layout holds ${path}`);
  return found;
}

/** Leaves the language with its core strings only, as a page load that starts on the landing. */
function keepCoreOnly(language: string) {
  const strings = i18n.getResourceBundle(language, "common") as Record<string, unknown>;
  i18n.removeResourceBundle(language, "common");
  i18n.addResourceBundle(language, "common", pickLocalePart(strings, "core"));
}

const hasNamespaces = (language: string, area: LocaleArea) =>
  AREA_NAMESPACES[area].every((namespace) =>
    i18n.hasResourceBundle(language, "common")
      ? (i18n.getResourceBundle(language, "common") as Record<string, unknown>)[namespace] !==
        undefined
      : false,
  );

describe("an area's layout route", () => {
  const layouts: Record<LocaleArea, string> = {
    training: routes.TrainingHome,
    hire: routes.Positions,
    candidate: routes.CandidateDashboard,
  };
  for (const area of LOCALE_AREAS) {
    it(`has the ${area} strings loaded once it resolves, before any page of it renders`, async () => {
      keepCoreOnly("en");
      expect(hasNamespaces("en", area)).toBe(false);
      const lazy = layoutRouteOf(layouts[area]).lazy as () => Promise<RouteObject>;
      const resolved = await lazy();
      expect(resolved.Component).toBeTypeOf("function");
      expect(hasNamespaces("en", area)).toBe(true);
    });
  }

  it("leaves the other areas' strings unloaded", async () => {
    keepCoreOnly("en");
    await (layoutRouteOf(routes.TrainingHome).lazy as () => Promise<RouteObject>)();
    expect(hasNamespaces("en", "training")).toBe(true);
    expect(hasNamespaces("en", "hire")).toBe(false);
    expect(i18n.t("interviews.retry" as never)).not.toBe("interviews.retry");
  });
});

describe("a language switch", () => {
  it("loads the new language's core and every area already shown", async () => {
    keepCoreOnly("en");
    await loadLocalePart("training");
    await i18n.changeLanguage("it");
    expect(hasNamespaces("it", "training")).toBe(true);
    await i18n.changeLanguage("en");
  });
});
