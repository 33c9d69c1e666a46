import { describe, expect, it } from "vitest";
import { mentionedUserIds, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps the editor's formats", () => {
    const html =
      "<h1>One</h1><h2>Two</h2><h3>Three</h3><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br></p><ol><li>x</li></ol><ul><li>y</li></ul>";
    // Void elements come out self-closed.
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("drops scripts, styles, event handlers, links, images and unknown tags", () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" onmouseover="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script><style>p{}</style><img src="x" onerror="alert(1)"><iframe src="//evil"></iframe><h4>Small</h4>',
      ),
    ).toBe("<p>Hi there</p>Small");
  });

  it("keeps only the editor's list markers on list items", () => {
    expect(
      sanitizeRichText(
        '<ol><li data-list="ordered" class="x">a</li><li data-list="evil()">b</li></ol>',
      ),
    ).toBe('<ol><li data-list="ordered">a</li><li>b</li></ol>');
  });

  it.each([
    [""],
    [null],
    [undefined],
    ["<p></p>"],
    ["<p><br></p>"],
    ["<p>&nbsp; </p>"],
    ["<script>x</script>"],
  ])("answers an empty string for %o", (html) => {
    expect(sanitizeRichText(html)).toBe("");
  });

  it("escapes text that looks like markup", () => {
    expect(sanitizeRichText("<p>1 &lt; 2 &amp; 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("mentions", () => {
  const id = "0b9f3c1e-6a57-4c1b-9d3e-2f4a5b6c7d8e";
  const span = `<span data-mention="${id}">@Ada Lovelace</span>`;

  it("keeps a mention's span only where asked (candidate notes), and lists its member once", () => {
    const html = `<p>${span} and ${span.toUpperCase().replace("SPAN", "span")}</p>`;
    expect(sanitizeRichText(`<p>${span}</p>`)).toBe("<p>@Ada Lovelace</p>");
    const kept = sanitizeRichText(`<p>${span} again ${span}</p>`, { mentions: true });
    expect(kept).toBe(`<p>${span} again ${span}</p>`);
    expect(mentionedUserIds(kept)).toEqual([id]);
    expect(sanitizeRichText(html, { mentions: true })).toContain(span);
  });

  it("drops every other span and attribute, keeping the text", () => {
    expect(
      sanitizeRichText(
        `<p><span style="color:red">red</span> <span data-mention="x" class="c" onclick="y()">@x</span> <span data-mention="${id}" style="a">@A</span></p>`,
        { mentions: true },
      ),
    ).toBe(`<p>red @x <span data-mention="${id}">@A</span></p>`);
  });
});

describe("spans next to other formats", () => {
  it("closes every element with its own tag, mentions or not", () => {
    const html = '<p><span style="x">a</span></p><ul><li data-list="bullet">b</li></ul>';
    const expected = '<p>a</p><ul><li data-list="bullet">b</li></ul>';
    expect(sanitizeRichText(html)).toBe(expected);
    expect(sanitizeRichText(html, { mentions: true })).toBe(expected);
  });
});
