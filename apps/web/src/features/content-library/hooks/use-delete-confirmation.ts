import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../i18n/error-message";

type DeleteMutation = Pick<
  UseMutationResult<unknown, unknown, string>,
  "mutateAsync" | "reset" | "isPending" | "isError" | "error"
>;

/**
 * Deleting a library row after asking: `ask(item)` opens the confirmation (forgetting an earlier
 * failure); `confirmProps` drives a ConfirmModal — busy while deleting, closed once deleted, left
 * open with the server's message when deleting fails.
 */
export function useDeleteConfirmation<T extends { id: string }>(remove: DeleteMutation) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);

  async function confirm() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch {
      // Shown in the dialog.
    }
  }

  return {
    deleting,
    ask(item: T) {
      remove.reset();
      setDeleting(item);
    },
    confirmProps: {
      open: deleting !== null,
      onOpenChange(open: boolean) {
        if (!open) setDeleting(null);
      },
      isBusy: remove.isPending,
      error: remove.isError ? apiErrorMessage(t, remove.error) : null,
      onConfirm: () => void confirm(),
    },
  };
}
