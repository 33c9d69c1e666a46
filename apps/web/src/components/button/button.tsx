import type { ButtonHTMLAttributes, Ref } from "react";
import { Link, type LinkProps } from "react-router";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function buttonClassName({
  variant = "primary",
  size = "md",
  block = false,
  className,
}: StyleProps & { className?: string | undefined }): string {
  return [
    styles.button,
    styles[variant],
    size === "md" ? null : styles[size],
    block ? styles.block : null,
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  StyleProps & { ref?: Ref<HTMLButtonElement> };

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      {...props}
    />
  );
}

/** An in-app link that looks like a button; `to` is built with `path()`. */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...props} />;
}
