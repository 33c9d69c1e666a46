import { LOCALES } from "@candor/shared/constants";
import { describe, expect, it } from "vitest";
import { serverResources } from "../lib/i18n";

/*
 * The server's texts (emails, invoices, certificates) stay in step across languages, as the web
 * app's do (apps/web/src/i18n/i18n.test.ts): same keys, same placeholders, really translated.
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(name, value);
    else for (const [k, v] of flatten(value, name)) entries.set(k, v);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? "").sort();
}

/** Strings that are rightly the same in another language (plan names, loanwords, templates). */
const SAME_AS_ENGLISH = new Set([
  "invoices:plans.pro",
  "invoices:plans.premium",
  "invoices:plans.enterprise",
  "invoices:total",
  "emails:demoRequests.notification.email",
]);

const namespaces = Object.keys(serverResources.en) as (keyof typeof serverResources.en)[];

describe("server locales", () => {
  it("has the three languages the web app has, each with every namespace", () => {
    expect(Object.keys(serverResources).sort()).toEqual([...LOCALES].sort());
    for (const language of LOCALES) {
      expect(Object.keys(serverResources[language]).sort()).toEqual([...namespaces].sort());
    }
  });

  for (const namespace of namespaces) {
    const english = flatten(serverResources.en[namespace] as Tree);
    for (const language of LOCALES.filter((lng) => lng !== "en")) {
      const entries = flatten(serverResources[language][namespace] as Tree);

      it(`${language}/${namespace} has every English key and no other`, () => {
        expect([...entries.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it(`${language}/${namespace} keeps the placeholders of each English string`, () => {
        for (const [key, text] of entries) {
          expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
        }
      });

      it(`${language}/${namespace} is translated, not copied from English`, () => {
        const copied = [...entries]
          .filter(([key, text]) => english.get(key) === text)
          .map(([key]) => `${namespace}:${key}`)
          .filter((key) => !SAME_AS_ENGLISH.has(key));
        expect(copied).toEqual([]);
      });
    }
  }
});
