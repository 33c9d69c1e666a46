import { createElement, type ReactNode } from "react";
import styles from "./rich-text.module.css";

/**
 * Tags rich text (a position's description, a note) may hold — the server's sanitizer keeps the
 * same ones — and what each renders as. Headings step down three levels so a "Heading 1" sits
 * under the page's own headings instead of competing with the page title.
 */
const RENDERED_AS: Record<string, string> = {
  p: "p",
  br: "br",
  h1: "h4",
  h2: "h5",
  h3: "h6",
  strong: "strong",
  b: "strong",
  em: "em",
  i: "em",
  u: "u",
  ol: "ol",
  ul: "ul",
  li: "li",
};

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const children = [...node.childNodes].map((child, index) => toReact(child, `${key}.${index}`));
  const element = node as Element;
  // A mention of a member (candidate notes) keeps its look, not its attribute.
  if (element.tagName.toLowerCase() === "span" && element.hasAttribute("data-mention")) {
    return createElement("span", { key, className: styles.mention }, ...children);
  }
  const tag = RENDERED_AS[element.tagName.toLowerCase()];
  // An unknown element keeps its text but loses itself and every attribute.
  if (!tag) return children;
  return createElement(tag, { key }, ...(tag === "br" ? [] : children));
}

/**
 * Rich text's HTML shown without `dangerouslySetInnerHTML`: the markup is parsed inert (a
 * `<template>` runs no script and loads nothing) and rebuilt as React elements from an allowlist,
 * with no attributes at all — so it stays safe even if something unsanitized reached the API.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const nodes = [...template.content.childNodes].map((node, index) => toReact(node, String(index)));
  return <div className={[styles.view, className].filter(Boolean).join(" ")}>{nodes}</div>;
}

/** The words without markup (previews, empty checks). */
export function richTextToPlain(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html.replace(/<\/(p|h[1-6]|li)>/gi, "</$1> ");
  return (template.content.textContent ?? "").replace(/\s+/g, " ").trim();
}
