import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "./render-email";

const base = {
  locale: "it" as const,
  heading: "Reimposta la password",
  paragraphs: ["Ciao Ada,", "Usa il pulsante qui sotto entro un'ora."],
  action: { label: "Reimposta", url: "https://acme.candor.test/reset-password?token=a&b=c" },
  footer: "Candor · Se non hai chiesto tu il cambio, ignora questa email.",
};

describe("renderEmail", () => {
  it("renders an HTML document in the message's language with the action as a link", () => {
    const { html } = renderEmail(base);
    expect(html).toMatch(/^<!doctype html>\n<html lang="it">/);
    expect(html).toContain("<title>Reimposta la password</title>");
    expect(html).toContain('<h1 style="');
    expect(html).toContain("Usa il pulsante qui sotto entro un&#39;ora.");
    expect(html).toContain(
      'href="https://acme.candor.test/reset-password?token=a&amp;b=c" style="display:inline-block',
    );
    expect(html).toContain(">Reimposta</a>");
    // Layout tables are announced as presentation, not data, to screen readers.
    expect(html.match(/<table /g)?.length).toBe(html.match(/<table role="presentation"/g)?.length);
  });

  it("loads nothing from anywhere: no images, fonts, stylesheets or scripts", () => {
    const { html } = renderEmail(base);
    expect(html).not.toMatch(/<img|<link|<script|<style|@import|url\(|src=/i);
  });

  it("writes a plain-text twin with the same words and the bare link", () => {
    expect(renderEmail(base).text).toBe(
      `${[
        "Reimposta la password",
        "Ciao Ada,",
        "Usa il pulsante qui sotto entro un'ora.",
        "Reimposta:\nhttps://acme.candor.test/reset-password?token=a&b=c",
        "-- \nCandor · Se non hai chiesto tu il cambio, ignora questa email.",
      ].join("\n\n")}\n`,
    );
  });

  it("escapes every interpolated value", () => {
    const evil = `<script>alert("x")</script>&'`;
    const { html, text } = renderEmail({
      locale: "en",
      heading: evil,
      paragraphs: [evil],
      action: { label: evil, url: 'https://example.com/?q="><script>' },
      actionHint: evil,
      footer: evil,
      brand: { name: evil, color: "#123456" },
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain('"><');
    expect(html.split("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;").length).toBe(
      // heading in <title> and <h1>, paragraph, label, hint, footer, brand name
      8,
    );
    // Plain text is not HTML: nothing is escaped there.
    expect(text).toContain(evil);
  });

  it("refuses links that are not http(s)", () => {
    expect(() =>
      renderEmail({ ...base, action: { label: "Click", url: "javascript:alert(1)" } }),
    ).toThrow(/javascript:/);
    expect(() => renderEmail({ ...base, action: { label: "Click", url: "/relative" } })).toThrow();
  });

  it("uses an organization's brand colour only when it is a hex colour", () => {
    const branded = renderEmail({ ...base, brand: { name: "Acme", color: "#AA3300" } });
    expect(branded.html).toContain("background:#AA3300;");
    expect(branded.html).toContain(">Acme</td>");
    const injected = renderEmail({ ...base, brand: { name: "Acme", color: "red;x:url(evil)" } });
    expect(injected.html).not.toContain("evil");
    expect(injected.html).toContain("background:#0f6e6a;");
  });

  it("shows an organization's inline logo at the top with its name as alt, only when given", () => {
    const withLogo = renderEmail({
      ...base,
      brand: { name: `Acme "&" Co`, color: "#aa3300", logoCid: "organization-logo@candor" },
    });
    const images = withLogo.html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="cid:organization-logo@candor"');
    expect(images[0]).toContain('alt="Acme &quot;&amp;&quot; Co"');
    // It stands in for the name in the masthead, above the heading.
    expect(withLogo.html.indexOf("<img ")).toBeLessThan(withLogo.html.indexOf("<h1 "));
    expect(withLogo.html).not.toContain(">Acme &quot;&amp;&quot; Co</td>");
    // The image is part of the message: nothing remote, nothing signed.
    expect(withLogo.html).not.toMatch(/src="(?!cid:)/);
    // Plain text has no images; the heading carries on as before.
    expect(withLogo.text).toBe(renderEmail(base).text);

    const withoutLogo = renderEmail({ ...base, brand: { name: "Acme", color: "#aa3300" } });
    expect(withoutLogo.html).not.toContain("<img");
    expect(withoutLogo.html).toContain(">Acme</td>");
  });

  it("works without an action", () => {
    const { html, text } = renderEmail({ ...base, action: undefined });
    expect(html).not.toContain("<a ");
    expect(text).not.toContain("https://");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});
