import type { ReactNode, SVGProps } from "react";

/*
 * The frame of Candor's line icons (24px grid, currentColor). They are decorative: the control
 * that holds one carries the accessible name. The icons are in icons.tsx and shell-icons.tsx.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

export function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
