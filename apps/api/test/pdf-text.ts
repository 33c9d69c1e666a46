import { inflateSync } from "node:zlib";

/**
 * The text lines drawn in a PDF written by PDFKit with its built-in fonts: each compressed
 * content stream is inflated and every `[<hex> kerning <hex>] TJ` array becomes one string
 * (the standard fonts use WinAnsi: Latin-1 but for 0x80–0x9F, e.g. the en dash).
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  // PDFKit writes `stream\n`, the bytes, `\nendstream`: a compressed stream may end in 0x0D
  // itself, so no `\r?` before the closing `\n` (it took that byte, and the text with it).
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed content stream
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
      lines.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return lines;
}
