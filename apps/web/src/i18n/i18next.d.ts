import "i18next";
import type common from "./locales/en/common.json";

// Typed keys: `t("nav.home")` is checked against the English catalogue at compile time.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common };
  }
}
