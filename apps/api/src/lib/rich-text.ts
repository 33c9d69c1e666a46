import sanitizeHtml from "sanitize-html";

/**
 * The formats of the rich text editor (SPEC §2 note form, used for position descriptions too):
 * paragraphs and line breaks, headings 1–3, bold, italic, underline, ordered and bullet lists.
 * Everything else is dropped — other tags keep their text, scripts and styles go entirely, and
 * no attribute survives but a list item's `data-list` (the editor's bullet/ordered marker).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "h1", "h2", "h3", "strong", "b", "em", "i", "u", "ol", "ul", "li"],
  allowedAttributes: { li: ["data-list"] },
  allowedSchemes: [],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head"],
};

const LIST_MARKERS = new Set(["bullet", "ordered", "checked", "unchecked"]);

/** Safe HTML of the editor's formats; "" when it says nothing (e.g. `<p><br></p>`). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      li: (tagName, attribs) => {
        const marker = attribs["data-list"];
        const kept: Record<string, string> = {};
        if (marker && LIST_MARKERS.has(marker)) kept["data-list"] = marker;
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  return hasText(clean) ? clean : "";
}

function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
      .trim() !== ""
  );
}
