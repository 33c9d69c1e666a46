import { describe, expect, it } from "vitest";
import { describeCharge, formatInvoiceDate, formatMoney, invoiceLabel } from "./invoice-text";

describe("invoice text", () => {
  it("numbers invoices per organization on four digits", () => {
    expect(invoiceLabel("acme", 7)).toBe("ACME-0007");
    expect(invoiceLabel("big-co", 12345)).toBe("BIG-CO-12345");
  });

  it("writes amounts and dates as SPEC §9 does", () => {
    expect(formatMoney(15_000, "usd")).toBe("$150.00");
    expect(formatMoney(7_742, "usd")).toBe("$77.42");
    expect(formatInvoiceDate(new Date("2030-01-05T23:30:00Z"))).toBe("Jan 05, 2030");
  });

  it("describes each kind of charge", () => {
    const period = {
      periodStart: new Date("2030-01-16T00:00:00Z"),
      periodEnd: new Date("2030-02-01T00:00:00Z"),
    };
    expect(
      describeCharge({ reason: "subscription_cycle", kind: "pro", amountCents: 15_000, ...period }),
    ).toBe("Pro plan, Jan 16, 2030 – Feb 01, 2030");
    expect(
      describeCharge({ reason: "upgrade", kind: "premium", amountCents: 7_742, ...period }),
    ).toBe("Upgrade to the Premium plan, prorated for Jan 16, 2030 – Feb 01, 2030");
  });

  it("writes them in Italian and Spanish for readers of those languages", () => {
    expect(formatMoney(7_742, "usd", "it")).toBe("77,42\u00a0USD");
    expect(formatMoney(7_742, "usd", "es")).toBe("77,42\u00a0US$");
    expect(formatInvoiceDate(new Date("2030-01-05T23:30:00Z"), "it")).toBe("05 gen 2030");
    const charge = {
      reason: "upgrade" as const,
      kind: "premium" as const,
      amountCents: 7_742,
      periodStart: new Date("2030-01-16T00:00:00Z"),
      periodEnd: new Date("2030-02-01T00:00:00Z"),
    };
    expect(describeCharge(charge, "it")).toBe(
      "Passaggio al piano Premium, in proporzione per 16 gen 2030 – 01 feb 2030",
    );
    expect(describeCharge({ ...charge, reason: "subscription_cycle", kind: "free" }, "es")).toBe(
      "Plan Gratuito, 16 ene 2030 – 01 feb 2030",
    );
  });
});
