import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, serverT, toLocale } from "./i18n";

describe("toLocale", () => {
  it("keeps the languages the server writes in and falls back to English", () => {
    expect(toLocale("it")).toBe("it");
    expect(toLocale("es")).toBe("es");
    expect(toLocale("fr")).toBe("en");
    expect(toLocale("")).toBe("en");
    expect(toLocale(null)).toBe("en");
    expect(toLocale(undefined)).toBe("en");
  });
});

describe("serverT", () => {
  it("reads a namespace in one language, with the product name filled in", () => {
    expect(serverT("it", "emails")("accounts.reset.subject")).toBe(
      "Reimposta la password di Candor",
    );
    expect(serverT("es", "certificates")("types.practice_set")).toBe("Serie de prácticas");
  });

  it("puts values in as they are: no escaping (HTML is escaped where it is written), no nesting", () => {
    const t = serverT("en", "emails");
    expect(t("common.hi", { name: `<b>&"'` })).toBe(`Hi <b>&"',`);
    // A value is never read as a template or a reference to another text.
    expect(t("common.hi", { name: "{{product}} $t(common.footer)" })).toBe(
      "Hi {{product}} $t(common.footer),",
    );
  });
});

describe("formatDate and formatMoney", () => {
  const date = new Date("2027-05-12T23:30:00Z");

  it("write SPEC §9's date in each language, in UTC", () => {
    expect(formatDate(date, "en")).toBe("May 12, 2027");
    expect(formatDate(date, "it")).toBe("12 mag 2027");
    expect(formatDate(date, "es")).toBe("12 may 2027");
  });

  it("write money in the reader's notation, keeping its currency", () => {
    expect(formatMoney(15_000, "usd", "en")).toBe("$150.00");
    expect(formatMoney(15_000, "usd", "it")).toBe("150,00\u00a0USD");
    expect(formatMoney(123_456, "usd", "es")).toBe("1234,56\u00a0US$");
    expect(formatMoney(15_000, "eur", "it")).toBe("150,00\u00a0€");
  });
});
