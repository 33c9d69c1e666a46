/**
 * Module boundaries (issue 11, CONVENTIONS "Habits" 7), checked by `npm run lint:deps` in
 * `npm run check`. Violations that existed when the rules came are listed in
 * .dependency-cruiser-known-violations.json and tolerated (`--ignore-known`) until fixed; any new
 * one fails. After fixing some, shrink the list: `npm run lint:deps:baseline`.
 * Type-only imports count: they couple too.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-feature-to-feature",
      comment:
        "A web feature does not import another feature: what two features share moves to components/ or lib/ (or packages/shared).",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-components-to-features",
      comment: "Shared components do not depend on a feature.",
      severity: "error",
      from: { path: "^apps/web/src/components/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-lib-to-features",
      comment: "lib/ is below features: it does not import them.",
      severity: "error",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "web-transport-through-client",
      comment:
        "Features, components and pages call the API through lib/api-client.ts (the endpoint table), never the transport under it with a path of their own. Tests may stub it.",
      severity: "error",
      from: { path: "^apps/web/src/(features|components|app)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^apps/web/src/lib/http\\.ts$" },
    },
    {
      name: "api-module-internals",
      comment:
        "An API module uses another only through its service (<module>.service.ts), never its queries, serializer, routes or helpers. Tests may reach further.",
      severity: "error",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: "\\.test\\.ts$" },
      to: {
        path: "^apps/api/src/modules/([^/]+)/",
        pathNot: ["^apps/api/src/modules/$1/", "\\.service\\.ts$"],
      },
    },
    {
      name: "api-lib-to-modules",
      comment: "lib/ and plugins/ hold no feature logic: they do not import modules.",
      severity: "error",
      from: { path: "^apps/api/src/(lib|plugins)/" },
      to: { path: "^apps/api/src/modules/" },
    },
    {
      name: "shared-to-apps",
      comment: "packages/shared is imported by the apps, never the other way round.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
    {
      name: "shared-start-up-calls-schema-free",
      comment:
        "endpoint-call.ts and endpoints/<feature>.paths.ts are what the web app's first page load imports: no schema or rules module (they build zod schemas), or zod is back in the entry chunk (issue 15, docs/decisions/0049). Packages are excluded from this graph: the bundle-size benchmark shows a direct zod import.",
      severity: "error",
      from: { path: "^packages/shared/src/endpoints/(endpoint-call|[^/]+[.]paths)[.]ts$" },
      to: { path: "^packages/shared/src/(schemas|rules)/" },
    },
    {
      name: "no-circular",
      comment: "No import cycles.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
