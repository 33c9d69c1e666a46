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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RichTextOptions = {
  /**
   * Keep mentions of members (candidate notes): `<span data-mention="{user id}">@Name</span>`,
   * the one span the sanitizer keeps; any other span loses its tag and keeps its text.
   */
  mentions?: boolean;
};

/*
 * Spans are kept or unwrapped without renaming them: sanitize-html loses track of a renamed tag
 * that is then discarded, and closes a later element with the renamed tag's name.
 */
const MENTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...(OPTIONS.allowedTags || []), "span"],
  allowedAttributes: { ...OPTIONS.allowedAttributes, span: ["data-mention"] },
  exclusiveFilter: (frame) =>
    frame.tag === "span" && !UUID.test(frame.attribs["data-mention"] ?? "") ? "excludeTag" : false,
};

/** Safe HTML of the editor's formats; "" when it says nothing (e.g. `<p><br></p>`). */
export function sanitizeRichText(
  html: string | null | undefined,
  options: RichTextOptions = {},
): string {
  if (!html) return "";
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    ...(options.mentions ? MENTION_OPTIONS : {}),
    transformTags: {
      li: (tagName, attribs) => {
        const marker = attribs["data-list"];
        const kept: Record<string, string> = {};
        if (marker && LIST_MARKERS.has(marker)) kept["data-list"] = marker;
        return { tagName, attribs: kept };
      },
      span: (tagName, attribs): sanitizeHtml.Tag => {
        const userId = attribs["data-mention"];
        return {
          tagName,
          attribs: userId && UUID.test(userId) ? { "data-mention": userId.toLowerCase() } : {},
        };
      },
    },
  }).trim();
  return hasText(clean) ? clean : "";
}

/** The ids of the members a sanitized note mentions, each once, in order of appearance. */
export function mentionedUserIds(sanitizedHtml: string): string[] {
  const ids = [...sanitizedHtml.matchAll(/<span data-mention="([0-9a-f-]{36})">/g)].map(
    (match) => match[1] ?? "",
  );
  return [...new Set(ids.filter(Boolean))];
}

function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
      .trim() !== ""
  );
}
