import { ERROR_CODES, FIELD_ERROR_CODES } from "@candor/shared/errors";
import { flattenLocale, type LocaleTree, placeholders } from "@candor/shared/locale-files";
import { VALIDATION_CODES } from "@candor/shared/rules/validation";
import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";
import { detectLanguage, i18n } from "./i18n";
import en from "./locales/en/common.json";
import es from "./locales/es/common.json";
import it_ from "./locales/it/common.json";

/** Plural forms differ by language (it and es add `_many`): compare keys without them. */
function baseKeys(entries: Map<string, string>): Set<string> {
  return new Set(
    [...entries.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")),
  );
}

const english = flattenLocale(en);
const translations = { it: flattenLocale(it_ as LocaleTree), es: flattenLocale(es as LocaleTree) };

/** Strings that are rightly the same in another language (names, templates, loanwords). */
const SAME_AS_ENGLISH = new Set([
  "reportsMore.liveFeedback.percent",
  "reportsMore.liveFeedback.outcome",
  "app.documentTitle",
  "nav.home",
  "calibration.result.criterionDeviation",
  "reportsSection.completion.interviewTitle",
  "reportsSection.pending.item",
  "liveRoom.quality.rtt",
  "nav.videoTour",
  "plans.pro",
  "plans.premium",
  "plans.enterprise",
  "accountMenu.account",
  "sidebar.home",
  "pages.forbidden.code",
  "pages.notFound.code",
  "session.demoBadge",
  "signIn.password",
  // Italian says "privacy", "file" and "feedback" too.
  "privacy.tab",
  "privacy.profile.title",
  "privacy.audit.counts.files_one",
  "privacy.audit.counts.feedback_one",
  "privacy.audit.counts.feedback_other",
]);

describe("locales", () => {
  for (const [language, entries] of Object.entries(translations)) {
    it(`${language} has every English key and no other`, () => {
      expect([...baseKeys(entries)].sort()).toEqual([...baseKeys(english)].sort());
    });

    it(`${language} keeps the placeholders of each English string`, () => {
      for (const [key, text] of entries) {
        const englishText = english.get(key) ?? english.get(key.replace(/_many$/, "_other"));
        expect(placeholders(text), key).toEqual(placeholders(englishText ?? ""));
      }
    });

    it(`${language} is translated, not copied from English`, () => {
      const copied = [...entries].filter(
        ([key, text]) => english.get(key) === text && !SAME_AS_ENGLISH.has(key),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  }

  it("has a message for every error code the server or the form rules can answer", () => {
    // Derived from the shared catalogue, so a new code cannot ship untranslated.
    const required = ["default", ...ERROR_CODES, ...FIELD_ERROR_CODES, ...VALIDATION_CODES];
    for (const entries of [english, ...Object.values(translations)]) {
      for (const key of required) expect(entries.get(`errors.${key}`), key).toBeTruthy();
    }
    expect(english.get("errors.default")).toBe(
      "Oops, Something went wrong. Please try again later!",
    );
    expect(english.get("errors.password_length")).toBe(
      "Password must be between 7 and 72 characters.",
    );
  });
});

describe("errorMessage", () => {
  const t = i18n.t.bind(i18n);

  it("translates a known code and fills its placeholders", () => {
    expect(errorMessage(t, "taken")).toBe("This email is already taken.");
    expect(errorMessage(t, "file_too_large", { limit: 5 })).toBe(
      "The file is too large. The limit is 5 MB.",
    );
  });

  it("falls back to the default message", () => {
    const fallback = "Oops, Something went wrong. Please try again later!";
    expect(errorMessage(t, "no_such_code")).toBe(fallback);
    expect(errorMessage(t, undefined)).toBe(fallback);
    expect(errorMessage(t, "errors:default.nested")).toBe(fallback);
  });

  it("speaks the current language", async () => {
    await i18n.changeLanguage("it");
    expect(errorMessage(i18n.t.bind(i18n), "too_long")).toBe("Troppi caratteri.");
    await i18n.changeLanguage("es");
    expect(errorMessage(i18n.t.bind(i18n), "unknown")).toBe(
      "¡Vaya, algo salió mal! Inténtalo de nuevo más tarde.",
    );
  });
});

describe("detectLanguage", () => {
  it("prefers ?lng=, then the stored choice, then the browser, then English", () => {
    expect(detectLanguage("?lng=es", "it", ["it-IT"])).toBe("es");
    expect(detectLanguage("?lng=fr", "it", ["es-ES"])).toBe("it");
    expect(detectLanguage("", null, ["fr-FR", "es-MX"])).toBe("es");
    expect(detectLanguage("", "de", ["fr-FR"])).toBe("en");
  });
});
