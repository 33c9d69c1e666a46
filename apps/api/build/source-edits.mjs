// Edits of bundled packages' sources, applied as the server's bundle is built (build.mjs's
// SOURCE_EDITS): each replaces texts it must find and may append code. A text no longer found
// fails the build, so an upgrade of the package looks at the edit again rather than shipping the
// original silently.

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
