import { LOGO_MAX_DIMENSION_PX } from "@candor/shared/schemas/branding";
import { AppError } from "../../lib/app-error";
import { detectImageType, type ImageType } from "../../lib/image-type";

export type LogoImage = ImageType & { bytes: Buffer };

// A logo is shown small (a header, an email, a card): a square of 512 px is plenty on a
// high-density screen. Larger files are only weight for every candidate page.
const MAX = LOGO_MAX_DIMENSION_PX;
// More pixels than this is not a logo but an attempt to exhaust memory while decoding.
const MAX_INPUT_PIXELS = 40_000_000;

const refused = () => new AppError("unsupported_media_type", { fields: { logo: ["invalid"] } });

/**
 * The uploaded bytes as a logo to store: PNG, JPEG or WebP by their magic bytes (never by name or
 * declared type; SVG and GIF are refused — an SVG can carry script and we keep no sanitizer for
 * it), decoded and re-encoded by sharp in the same format, at most 512 px on its longer side,
 * turned upright from its EXIF orientation and stripped of metadata (camera, location). A file
 * whose header says PNG but does not decode is refused like any other.
 */
export async function prepareLogo(bytes: Buffer): Promise<LogoImage> {
  const type = detectImageType(bytes);
  if (!type || type.contentType === "image/gif") throw refused();
  // Loaded on first use, not at every start (issue 15).
  const { default: sharp } = await import("sharp");
  try {
    let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: MAX, height: MAX, fit: "inside", withoutEnlargement: true });
    pipeline =
      type.contentType === "image/png"
        ? pipeline.png()
        : type.contentType === "image/webp"
          ? pipeline.webp({ quality: 90 })
          : pipeline.jpeg({ quality: 88, mozjpeg: true });
    return { ...type, bytes: await pipeline.toBuffer() };
  } catch {
    throw refused();
  }
}
