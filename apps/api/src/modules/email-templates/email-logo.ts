import { buffer } from "node:stream/consumers";
import type { FastifyBaseLogger } from "fastify";
import type { MailAttachment } from "../../lib/mail/mailer";
import type { FileStorage } from "../../lib/storage/storage";

/** What sending a candidate email reads besides the database: the file store holding logos. */
export type CandidateEmailFiles = {
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, "warn">;
};

/** The Content-ID the layout's `<img src="cid:…">` names; one logo per message, so one id. */
export const EMAIL_LOGO_CID = "organization-logo@candor";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/**
 * The organization's logo as an inline attachment, read from the file store for this message.
 * The bytes travel inside the message (never a signed URL: it would expire before the email is
 * read). A missing or unreadable file is logged and the email goes without a logo: a logo is
 * never worth a candidate not getting their invitation.
 */
export async function loadEmailLogo(
  files: CandidateEmailFiles,
  logoKey: string | null | undefined,
): Promise<MailAttachment | undefined> {
  if (!logoKey) return undefined;
  try {
    const file = await files.storage.get(logoKey);
    if (!file) {
      files.log.warn(
        { key: logoKey },
        "organization logo missing from the file store; email sent without it",
      );
      return undefined;
    }
    const bytes = await buffer(file.stream);
    return {
      filename: `logo.${EXTENSIONS[file.contentType] ?? "img"}`,
      contentType: file.contentType,
      contentBase64: bytes.toString("base64"),
      contentId: EMAIL_LOGO_CID,
    };
  } catch (error) {
    files.log.warn(
      { err: error, key: logoKey },
      "could not read the organization logo; email sent without it",
    );
    return undefined;
  }
}
