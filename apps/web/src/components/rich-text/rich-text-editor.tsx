import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import Underline from "@tiptap/extension-underline";
import { Placeholder, UndoRedo } from "@tiptap/extensions";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import {
  type ComponentType,
  type CSSProperties,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../form/form.module.css";
import {
  BoldIcon,
  ItalicIcon,
  ListBulletIcon,
  ListOrderedIcon,
  UnderlineIcon,
} from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import { type MentionMenuState, type MentionSource, memberMention } from "./mention-extension";
import { MentionMenu, mentionOptionId } from "./mention-menu";
import styles from "./rich-text.module.css";

/** The block formats of SPEC §2's editor: normal text or a heading of level 1, 2 or 3. */
const HEADING_LEVELS = [1, 2, 3] as const;
type BlockFormat = "paragraph" | `h${(typeof HEADING_LEVELS)[number]}`;

export type RichTextEditorProps = {
  label: string;
  /** HTML; "" when empty (an empty paragraph is reported as ""). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  /** Gets `focus()`, so react-hook-form can focus the editor on an error. */
  ref?: Ref<{ focus: () => void }>;
  /** Height of the editable area in lines of text, like a textarea's `rows` (7 when not set). */
  rows?: number;
  /** A form field of this name carries the HTML (a hidden input), for forms read natively. */
  name?: string;
  /** Puts the caret in the editor once it is shown. */
  autoFocus?: boolean;
  /**
   * Offers members after `@` (candidate notes): each mention is kept as
   * `<span data-mention="{user id}">@Name</span>`. Read once, when the editor is made.
   */
  mentions?: MentionSource;
};

type ToolbarState = {
  block: BlockFormat;
  isBold: boolean;
  isItalic: boolean;
  isUnderline: boolean;
  isBulletList: boolean;
  isOrderedList: boolean;
};

function readToolbarState(editor: Editor): ToolbarState {
  const level = HEADING_LEVELS.find((value) => editor.isActive("heading", { level: value }));
  return {
    block: level ? `h${level}` : "paragraph",
    isBold: editor.isActive("bold"),
    isItalic: editor.isActive("italic"),
    isUnderline: editor.isActive("underline"),
    isBulletList: editor.isActive("bulletList"),
    isOrderedList: editor.isActive("orderedList"),
  };
}

/**
 * A rich-text field on Tiptap (ProseMirror) with the formats SPEC §2 lists for the position
 * description and the note form — headings 1–3 or normal text, bold, italic, underline, ordered
 * and bullet lists — and nothing the server's sanitizer would drop. Labelled, described and
 * marked invalid like TextField; the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+U, Ctrl+Shift+7/8,
 * "- " and "1. " at a line's start) work too.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  ref,
  rows,
  name,
  autoFocus = false,
  mentions,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const menuId = `${baseId}-mentions`;
  const frameRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<MentionMenuState | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // The suggestion plugin calls back outside React's render: it reads the latest through refs.
  const menuRef = useRef<MentionMenuState | null>(null);
  const activeRef = useRef(0);
  const sourceRef = useRef(mentions);
  sourceRef.current = mentions;
  const [mentionExtension] = useState(() =>
    mentions
      ? memberMention({
          source: () => sourceRef.current,
          onMenu: (state) => {
            const isSameList = state && menuRef.current && state.items === menuRef.current.items;
            menuRef.current = state;
            setMenu(state);
            if (!isSameList) {
              activeRef.current = 0;
              setActiveIndex(0);
            }
          },
          onKeyDown: (event) => {
            const current = menuRef.current;
            if (!current) return false;
            if (event.key === "Escape") {
              menuRef.current = null;
              setMenu(null);
              return true;
            }
            const count = current.items.length;
            if (count === 0) return false;
            const move = (step: number) => {
              activeRef.current = (activeRef.current + step + count) % count;
              setActiveIndex(activeRef.current);
              return true;
            };
            if (event.key === "ArrowDown") return move(1);
            if (event.key === "ArrowUp") return move(-1);
            if (event.key === "Enter" || event.key === "Tab") {
              const item = current.items[activeRef.current];
              if (item) current.select(item);
              return true;
            }
            return false;
          },
        })
      : null,
  );
  const activeOption =
    menu && menu.items.length > 0 ? mentionOptionId(menuId, activeIndex) : undefined;
  const labelId = `${baseId}-label`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ");

  const editor = useEditor({
    extensions: [
      Document,
      Paragraph,
      Text,
      Heading.configure({ levels: [...HEADING_LEVELS] }),
      Bold,
      Italic,
      Underline,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      HardBreak,
      UndoRedo,
      Placeholder.configure({ placeholder: placeholder ?? "" }),
      ...(mentionExtension ? [mentionExtension] : []),
    ],
    content: value,
    autofocus: autoFocus ? "end" : false,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // Accessible name, description and validity follow the props (the editable is Tiptap's node).
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(error ? { "aria-invalid": "true" } : {}),
          ...(mentionExtension ? { "aria-autocomplete": "list" } : {}),
          ...(activeOption
            ? { "aria-controls": menuId, "aria-activedescendant": activeOption }
            : {}),
          class: styles.content ?? "",
        },
      },
    });
  }, [editor, labelId, describedBy, error, mentionExtension, activeOption, menuId]);

  // A value set from outside (a form reset) replaces the content; our own echo doesn't.
  useEffect(() => {
    // Tiptap destroys and remakes the editor when its options change (the lazy chunk arriving,
    // a re-mount): a destroyed one has no schema to read.
    if (editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  });

  const toggles: {
    key: string;
    label: string;
    Icon: ComponentType<{ size?: number }>;
    isActive: boolean;
    run: () => void;
  }[] = [
    {
      key: "bold",
      label: t("richText.bold"),
      Icon: BoldIcon,
      isActive: state.isBold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: "italic",
      label: t("richText.italic"),
      Icon: ItalicIcon,
      isActive: state.isItalic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: "underline",
      label: t("richText.underline"),
      Icon: UnderlineIcon,
      isActive: state.isUnderline,
      run: () => editor.chain().focus().toggleUnderline().run(),
    },
    {
      key: "bulletList",
      label: t("richText.bulletList"),
      Icon: ListBulletIcon,
      isActive: state.isBulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: t("richText.orderedList"),
      Icon: ListOrderedIcon,
      isActive: state.isOrderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
  ];

  function setBlock(block: BlockFormat) {
    const chain = editor.chain().focus();
    if (block === "paragraph") chain.setParagraph().run();
    else chain.setHeading({ level: Number(block.slice(1)) as 1 | 2 | 3 }).run();
  }

  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <div
        ref={frameRef}
        className={[styles.frame, error ? styles.invalid : null].filter(Boolean).join(" ")}
        style={rows ? ({ "--rich-text-rows": rows } as CSSProperties) : undefined}
      >
        <div className={styles.toolbar} role="toolbar" aria-label={t("richText.toolbar")}>
          <select
            className={styles.blockSelect}
            aria-label={t("richText.blockFormat")}
            value={state.block}
            onChange={(event) => setBlock(event.target.value as BlockFormat)}
          >
            <option value="paragraph">{t("richText.paragraph")}</option>
            {HEADING_LEVELS.map((level) => (
              <option key={level} value={`h${level}`}>
                {t("richText.heading", { level })}
              </option>
            ))}
          </select>
          <span className={styles.separator} aria-hidden="true" />
          {toggles.map(({ key, label: name, Icon, isActive, run }) => (
            <button
              key={key}
              type="button"
              className={`${pageBlocks.iconButton} ${styles.toolButton}`}
              aria-label={name}
              title={name}
              aria-pressed={isActive}
              onClick={run}
            >
              <Icon size={18} />
            </button>
          ))}
        </div>
        <EditorContent editor={editor} className={styles.editable} />
        {menu ? (
          <MentionMenu id={menuId} menu={menu} activeIndex={activeIndex} frame={frameRef.current} />
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={value} /> : null}
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className={formStyles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
