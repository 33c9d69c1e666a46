/**
 * Lists the classes a CSS module declares that nothing uses, to find dead CSS (issue 11).
 *
 *   node scripts/visual/unused-css-classes.mjs [dir …]   (default: apps/web/src)
 *
 * A class counts as used when a file importing the module names it (`styles.x`, or the string
 * "x" anywhere in it, which covers `styles["x"]` and the variant maps behind `styles[variant]`),
 * or when another module takes it with `composes: x from "…"`. A module whose importers index it
 * with a computed key is flagged "dynamic": check its classes by hand before deleting them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const roots = process.argv.slice(2);
const webSrc = path.resolve(import.meta.dirname, "../../apps/web/src");
const scanRoots = roots.length > 0 ? roots.map((root) => path.resolve(root)) : [webSrc];

function walk(dir, out = []) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

// Importers and `composes` can come from anywhere in the app, whatever is being scanned.
const allFiles = walk(webSrc);
const sources = allFiles
  .filter((file) => /\.(tsx?|jsx?)$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));
const cssFiles = allFiles
  .filter((file) => file.endsWith(".module.css"))
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

function stripComments(css) {
  return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

function declaredClasses(css) {
  const names = new Set();
  // Only selectors: drop declaration bodies, then take every `.name` outside :global(…).
  const selectors = stripComments(css)
    .replace(/\{[^{}]*\}/g, "{}")
    .replace(/:global\([^)]*\)/g, "");
  for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
  return names;
}

function importersOf(cssFile) {
  const found = [];
  for (const source of sources) {
    for (const match of source.text.matchAll(
      /import\s+(\w+)\s+from\s+["']([^"']+\.module\.css)["']/g,
    )) {
      if (path.resolve(path.dirname(source.file), match[2]) === cssFile) {
        found.push({ ...source, binding: match[1] });
      }
    }
  }
  return found;
}

function composedFrom(cssFile) {
  const names = new Set();
  for (const other of cssFiles) {
    const text = stripComments(other.text);
    for (const match of text.matchAll(/composes:\s*([^;]+?)\s+from\s+["']([^"']+)["']/g)) {
      if (path.resolve(path.dirname(other.file), match[2]) !== cssFile) continue;
      for (const name of match[1].split(/\s+/)) names.add(name);
    }
    if (other.file === cssFile) {
      // Local composes (`composes: base;`) use a class of the same module.
      for (const match of text.matchAll(/composes:\s*([^;]+?)\s*;/g)) {
        if (/\sfrom\s/.test(match[1])) continue;
        for (const name of match[1].split(/\s+/)) names.add(name);
      }
    }
  }
  return names;
}

// `styles[\`status_${status}\`]` uses every class that starts with "status_".
function templatePrefixes(text) {
  return [...text.matchAll(/`([\w-]+)\$\{/g)].map((match) => match[1]);
}

let total = 0;
for (const css of cssFiles) {
  if (!scanRoots.some((root) => css.file.startsWith(root))) continue;
  const importers = importersOf(css.file);
  const composed = composedFrom(css.file);
  const dynamic = importers.some((importer) =>
    new RegExp(`\\b${importer.binding}\\[(?!["'\`])`).test(importer.text),
  );
  const unused = [...declaredClasses(css.text)].filter((name) => {
    if (composed.has(name)) return false;
    return !importers.some(
      (importer) =>
        new RegExp(`\\b${importer.binding}\\.${name}\\b`).test(importer.text) ||
        new RegExp(`["'\`]${name}["'\`]`).test(importer.text) ||
        templatePrefixes(importer.text).some((prefix) => name.startsWith(prefix)),
    );
  });
  if (unused.length === 0) continue;
  total += unused.length;
  const label = path.relative(process.cwd(), css.file);
  const note = importers.length === 0 ? " (no importer)" : dynamic ? " (dynamic lookup)" : "";
  console.log(`${label}${note}: ${unused.join(" ")}`);
}
console.log(`${total} unused classes`);
