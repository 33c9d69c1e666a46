// Edits of bundled packages' sources, applied as the server's bundle is built (build.mjs's
// SOURCE_EDITS): each replaces texts it must find and may append code. A text no longer found
// fails the build, so an upgrade of the package looks at the edit again rather than shipping the
// original silently.
import { readFile } from "node:fs/promises";

/**
 * `source`, the file at `path`, with `edit` ({ replace: [from, to][], append?: string }) applied.
 * @param {{ replace: [string, string][], append?: string }} edit
 * @param {string} source
 * @param {string} path
 */
export function applySourceEdit(edit, source, path) {
  let edited = source;
  for (const [from, to] of edit.replace) {
    if (!edited.includes(from)) {
      throw new Error(`${path} changed: look at SOURCE_EDITS in build.mjs again`);
    }
    edited = edited.replaceAll(from, to);
  }
  return edited + (edit.append ?? "");
}

/** The esbuild plugin that applies `edits` to the files they name as the bundle reads them. */
export function sourceEditsPlugin(edits) {
  return {
    name: "source-edits",
    setup(pluginBuild) {
      for (const edit of edits) {
        pluginBuild.onLoad({ filter: edit.file }, async (args) => {
          const source = await readFile(args.path, "utf8");
          return { contents: applySourceEdit(edit, source, args.path), loader: "js" };
        });
      }
    },
  };
}
