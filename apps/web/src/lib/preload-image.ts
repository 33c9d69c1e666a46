/**
 * Asks for an image a page is about to show (`<link rel="preload" as="image">`), so that it
 * arrives while the page's code still loads: the curriculum page's video poster, its largest
 * paint (issue 15, decision 0063). The element that shows it later takes it from the preload.
 * Once per address.
 */
export function preloadImage(href: string): void {
  const selector = `link[rel="preload"][as="image"][href="${CSS.escape(href)}"]`;
  if (document.head.querySelector(selector)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = href;
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
