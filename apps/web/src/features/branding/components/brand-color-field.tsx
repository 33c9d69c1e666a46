import { meetsWcagAa } from "@candor/shared/rules/branding";
import { validateColor } from "@candor/shared/rules/validation";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { readableTextOn } from "../../../lib/branding";
import styles from "./branding.module.css";

/** `#abc` → `#aabbcc`: the colour input only takes six digits. */
function sixDigits(color: string): string {
  return color.length === 4
    ? `#${[...color.slice(1)].map((digit) => digit + digit).join("")}`
    : color;
}

/**
 * Whether the text the candidate pages put on the colour (white or near-black, whichever reads
 * better, `readableTextOn`) still fails WCAG AA: then buttons in the brand are hard to read.
 */
export function hasPoorContrast(color: string): boolean {
  if (validateColor(color) || !color) return false;
  return !meetsWcagAa(readableTextOn(color), color);
}

/**
 * The brand colour: a colour picker and the hex field beside it, kept in step (SPEC §5: `#rgb`
 * or `#rrggbb`), with a warning when text on the colour would fail WCAG AA.
 */
export function BrandColorField({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation();
  const isValid = value !== "" && !validateColor(value);
  const poorContrast = hasPoorContrast(value);
  return (
    <div className={`${pageBlocks.wrapRow3} ${styles.colorRow}`}>
      <input
        type="color"
        className={styles.colorSwatch}
        aria-label={t("company.profile.colorPicker")}
        value={isValid ? sixDigits(value.toLowerCase()) : "#0f6e6a"}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <TextField
        ref={inputRef}
        className={styles.grow}
        label={t("company.profile.color")}
        placeholder="#0f6e6a"
        spellCheck={false}
        autoComplete="off"
        hint={t("company.profile.colorHint")}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        onBlur={onBlur}
        status={
          poorContrast ? (
            <p className={pageBlocks.warning} role="status">
              {t("company.profile.contrastWarning")}
            </p>
          ) : null
        }
      />
    </div>
  );
}
