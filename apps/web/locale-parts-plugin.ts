import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { type LocalePart, pickLocalePart } from "./src/i18n/locale-parts";

const PREFIX = "virtual:locale/";
const RESOLVED = `\0${PREFIX}`;

/**
 * `import("virtual:locale/<lng>/<part>")`: one part of `src/i18n/locales/<lng>/common.json`
 * (see src/i18n/locale-parts.ts). Translators keep editing one file per language; each part is
 * its own chunk, emitted as `JSON.parse("…")`, which engines parse faster than an object literal.
 */
export function localeParts(): Plugin {
  return {
    name: "candor-locale-parts",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [language, part] = id.slice(RESOLVED.length).split("/");
      if (!language || !/^[a-z]{2}$/.test(language) || !part) return null;
      const file = fileURLToPath(
        new URL(`./src/i18n/locales/${language}/common.json`, import.meta.url),
      );
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const picked = pickLocalePart(strings, part as LocalePart);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`;
    },
  };
}
