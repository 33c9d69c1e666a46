import { LOCALES } from "@candor/shared/constants";
import { flattenLocale, type LocaleTree, placeholders } from "@candor/shared/locale-files";
import { describe, expect, it } from "vitest";
import { serverResources } from "../lib/i18n";

/*
 * The server's texts (emails, invoices, certificates) stay in step across languages, as the web
 * app's do (apps/web/src/i18n/i18n.test.ts): same keys, same placeholders, really translated.
 */

/** Strings that are rightly the same in another language (plan names, loanwords, templates). */
const SAME_AS_ENGLISH = new Set([
  "emails:liveInterviews.timeInZone",
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
    const english = flattenLocale(serverResources.en[namespace] as LocaleTree);
    for (const language of LOCALES.filter((lng) => lng !== "en")) {
      const entries = flattenLocale(serverResources[language][namespace] as LocaleTree);

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
