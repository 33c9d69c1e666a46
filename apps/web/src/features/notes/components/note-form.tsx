import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { RichTextEditor } from "../../../components/rich-text/rich-text-editor-lazy";
import { richTextToPlain } from "../../../components/rich-text/rich-text-view";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import blocks from "../../../styles/blocks.module.css";

/** Rows of the note field (SPEC §2: text field 'note' with 7 rows). */
export const NOTE_FIELD_ROWS = 7;

export type NoteFormProps = {
  /** What the form is about, e.g. "New note at 01:05". */
  heading: string;
  initialValue?: string;
  onSave: (description: string) => Promise<unknown>;
  onCancel: () => void;
  autoFocus?: boolean;
};

/**
 * The note form (SPEC §2, §5): the 'note' rich-text field, 7 rows, with exactly the editor's
 * formats; Save Note stays disabled while the text is empty.
 */
export function NoteForm({
  heading,
  initialValue = "",
  onSave,
  onCancel,
  autoFocus = true,
}: NoteFormProps) {
  const { t } = useTranslation();
  const [description, setDescription] = useState(initialValue);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isEmpty = richTextToPlain(description) === "";

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isEmpty || isSaving) return;
    setIsSaving(true);
    setError(null);
    try {
      await onSave(description);
    } catch (failure) {
      const fieldCode = isApiError(failure) ? failure.fieldErrors?.description?.[0] : undefined;
      setError(fieldCode ? errorMessage(t, fieldCode) : apiErrorMessage(t, failure));
      setIsSaving(false);
    }
  }

  return (
    <form className={blocks.gridGap3} noValidate onSubmit={handleSubmit} aria-label={heading}>
      <p className={pageBlocks.bold}>{heading}</p>
      {error ? <FormBanner>{error}</FormBanner> : null}
      <RichTextEditor
        label={t("notes.form.field")}
        name="note"
        rows={NOTE_FIELD_ROWS}
        value={description}
        onChange={setDescription}
        placeholder={t("notes.form.placeholder")}
        autoFocus={autoFocus}
      />
      <div className={pageBlocks.endActions}>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t("notes.form.cancel")}
        </Button>
        <Button type="submit" size="sm" disabled={isEmpty} aria-busy={isSaving || undefined}>
          {t("notes.form.save")}
        </Button>
      </div>
    </form>
  );
}
