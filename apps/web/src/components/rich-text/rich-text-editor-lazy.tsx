import { type CSSProperties, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../form/form.module.css";
import styles from "./rich-text.module.css";
import type { RichTextEditorProps } from "./rich-text-editor";

/*
 * The rich-text editor (Tiptap and ProseMirror, about 110 KiB gzip) as its own chunk, fetched
 * when a form that writes rich text is shown — a note being written, a position's description —
 * never with a page that only reads (issue 15). Forms import this one, not rich-text-editor.tsx.
 */
const Editor = lazy(async () => ({ default: (await import("./rich-text-editor")).RichTextEditor }));

/** The field's frame, labelled, while the editor's code loads. */
function EditorLoading({ label, rows }: Pick<RichTextEditorProps, "label" | "rows">) {
  const { t } = useTranslation();
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label}>{label}</span>
      <div
        className={styles.frame}
        style={rows ? ({ "--rich-text-rows": rows } as CSSProperties) : undefined}
        role="status"
        aria-busy="true"
      >
        <span className={formStyles.hint}>{t("app.loading")}</span>
      </div>
    </div>
  );
}

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} rows={props.rows} />}>
      <Editor {...props} />
    </Suspense>
  );
}
