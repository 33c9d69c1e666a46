import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

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
