import type { CSSProperties } from "react";

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.slice(1);
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
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Text on the colour: white or near-black, whichever contrasts more. */
export function readableTextOn(hex: string): "#ffffff" | "#14201f" {
  const rgb = channels(hex);
  if (!rgb) return "#ffffff";
  const light = luminance(rgb);
  const onWhite = 1.05 / (light + 0.05);
  const onDark = (light + 0.05) / (luminance([20, 32, 31]) + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#14201f";
}

/**
 * The organization's colour on its candidate pages: the brand tokens of the design system
 * re-pointed for one subtree (buttons, links, the progress bars). Null or an invalid colour keeps
 * Candor's own.
 */
export function brandStyle(brandColor: string | null | undefined): CSSProperties | undefined {
  if (!brandColor || !channels(brandColor)) return undefined;
  return {
    "--color-brand": brandColor,
    "--color-brand-strong": `color-mix(in srgb, ${brandColor} 82%, #000000)`,
    "--color-brand-soft": `color-mix(in srgb, ${brandColor} 12%, var(--color-surface))`,
    "--color-brand-contrast": readableTextOn(brandColor),
  } as CSSProperties;
}
