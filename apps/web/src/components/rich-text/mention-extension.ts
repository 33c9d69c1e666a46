import Mention from "@tiptap/extension-mention";
import type { SuggestionKeyDownProps, SuggestionProps } from "@tiptap/suggestion";

/** A member one can mention: `label` is shown after the `@`, `detail` (an address) under it. */
export type MentionItem = { id: string; label: string; detail?: string };
/** Who matches what was typed after `@` (the server decides who may really be told). */
export type MentionSource = (query: string) => Promise<MentionItem[]>;

/** The open suggestion menu: its items, where the caret is, and how to pick one. */
export type MentionMenuState = {
  items: MentionItem[];
  loading: boolean;
  /** The members could not be read (offline, a server error): said, not "nobody matches". */
  failed: boolean;
  rect: DOMRect | null;
  select: (item: MentionItem) => void;
};

/**
 * A mention as the server's sanitizer keeps it (apps/api lib/rich-text.ts):
 * `<span data-mention="{user id}">@Name</span>`, nothing else on it. The name is read back from
 * the text, so a note edited later still shows who was mentioned.
 */
const MemberMention = Mention.extend({
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute("data-mention"),
        renderHTML: (attributes: { id?: string | null }) =>
          attributes.id ? { "data-mention": attributes.id } : {},
      },
      label: {
        default: null,
        parseHTML: (element: HTMLElement) => (element.textContent ?? "").replace(/^@/, ""),
        renderHTML: () => ({}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-mention]" }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return ["span", HTMLAttributes, `@${node.attrs.label ?? node.attrs.id}`];
  },
  renderText({ node }) {
    return `@${node.attrs.label ?? node.attrs.id}`;
  },
});

/**
 * The mention node with its `@` suggestion, driven by the editor's React state: `source` finds
 * members, `onMenu` shows or hides the menu, `onKeyDown` lets the menu take arrows and Enter.
 */
export function memberMention(handlers: {
  source: () => MentionSource | undefined;
  onMenu: (state: MentionMenuState | null) => void;
  onKeyDown: (event: KeyboardEvent) => boolean;
}) {
  let failed = false;
  const show = (props: SuggestionProps<MentionItem>) =>
    handlers.onMenu({
      items: props.items,
      loading: props.loading,
      failed,
      rect: props.clientRect?.() ?? null,
      select: (item) => props.command({ id: item.id, label: item.label }),
    });
  return MemberMention.configure({
    suggestion: {
      char: "@",
      items: async ({ query }) => {
        try {
          const items = (await handlers.source()?.(query)) ?? [];
          failed = false;
          return items;
        } catch {
          failed = true;
          return [];
        }
      },
      render: () => ({
        onStart: show,
        onUpdate: show,
        onExit: () => handlers.onMenu(null),
        onKeyDown: ({ event }: SuggestionKeyDownProps) => handlers.onKeyDown(event),
      }),
    },
  });
}
