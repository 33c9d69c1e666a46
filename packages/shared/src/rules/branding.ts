/**
 * Colour arithmetic for an organization's brand colour (SPEC §5 colour rule: `#rgb` or
 * `#rrggbb`), after WCAG 2.x: relative luminance and contrast ratio. The company page warns when
 * text on the colour would fail AA, the candidate pages pick the text colour with it.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

/** `[r, g, b]` of `#rgb` or `#rrggbb`, or null for anything else. */
export function hexChannels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1] ?? "";
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of an sRGB colour (0 black, 1 white). */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Contrast ratio of two colours, 1 (same) to 21 (black on white); null if either is not a colour. */
export function contrastRatio(first: string, second: string): number | null {
  const a = hexChannels(first);
  const b = hexChannels(second);
  if (!a || !b) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether `text` on `background` is readable at WCAG AA (4.5:1); false if either is invalid. */
export function meetsWcagAa(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio !== null && ratio >= WCAG_AA_CONTRAST;
}
