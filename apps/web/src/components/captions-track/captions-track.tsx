import { useTranslation } from "react-i18next";

/**
 * The captions of a prompt or welcome video (issue 17: a WebVTT file the hiring team uploaded
 * beside it), on by default (`default`), so a candidate who needs them never has to find them.
 * The file is served from our own origin (`/v1/files/…`), which the page's `media-src 'self'`
 * allows; the captions' language is not recorded, so the page's language is announced.
 */
export function CaptionsTrack({ url }: { url: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!url) return null;
  return (
    <track
      kind="captions"
      src={url}
      srcLang={i18n.resolvedLanguage ?? i18n.language ?? "en"}
      label={t("captions.trackLabel")}
      default
    />
  );
}
