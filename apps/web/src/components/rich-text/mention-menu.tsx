import { useTranslation } from "react-i18next";
import pageBlocks from "../page-layout/page-blocks.module.css";
import type { MentionMenuState } from "./mention-extension";
import styles from "./rich-text.module.css";

/** The id of the menu's `index`th option (the editor points `aria-activedescendant` at it). */
export const mentionOptionId = (menuId: string, index: number) => `${menuId}-option-${index}`;

/**
 * The members matching what was typed after `@`, under the caret: arrows move, Enter or a click
 * picks, Escape closes. Placed inside the editor's frame, never wider than it (phones).
 */
export function MentionMenu({
  id,
  menu,
  activeIndex,
  frame,
}: {
  id: string;
  menu: MentionMenuState;
  activeIndex: number;
  frame: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const frameRect = frame?.getBoundingClientRect();
  const top = menu.rect && frameRect ? menu.rect.bottom - frameRect.top + 4 : undefined;
  const left =
    menu.rect && frameRect
      ? Math.max(0, Math.min(menu.rect.left - frameRect.left, frameRect.width - 256))
      : 0;

  return (
    <div className={`${pageBlocks.menu} ${styles.mentionMenu}`} style={{ top, left }}>
      {menu.items.length === 0 ? (
        <p className={`${pageBlocks.muted} ${styles.mentionEmpty}`} role="status">
          {menu.loading
            ? t("candidateInvite.mentions.loading")
            : menu.failed
              ? t("candidateInvite.mentions.failed")
              : t("candidateInvite.mentions.none")}
        </p>
      ) : (
        <div
          id={id}
          role="listbox"
          aria-label={t("candidateInvite.mentions.menu")}
          className={styles.mentionList}
        >
          {menu.items.map((item, index) => (
            <div
              key={item.id}
              id={mentionOptionId(id, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              data-highlighted={index === activeIndex ? "" : undefined}
              className={`${pageBlocks.menuItem} ${styles.mentionItem}`}
              // Picked before the editor loses its focus and selection (its keys pick too).
              onMouseDown={(event) => {
                event.preventDefault();
                menu.select(item);
              }}
            >
              <span className={pageBlocks.semibold}>{item.label}</span>
              {item.detail ? <span className={pageBlocks.muted}>{item.detail}</span> : null}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
