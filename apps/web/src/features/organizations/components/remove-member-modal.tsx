import { displayName } from "@candor/shared/format";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { Modal } from "../../../components/modal/modal";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { type Member, useRemoveMember } from "../api/members";

export type RemoveMemberModalProps = {
  member: Member | null;
  currentUserId: string;
  organizationName: string;
  onClose: () => void;
};

/** Asks before removing a member: their account goes, and they are signed out everywhere. */
export function RemoveMemberModal({
  member,
  currentUserId,
  organizationName,
  onClose,
}: RemoveMemberModalProps) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const remove = useRemoveMember(currentUserId);
  const [problem, setProblem] = useState<string | null>(null);
  const name = member ? displayName(member) : "";

  async function confirm() {
    if (!member) return;
    setProblem(null);
    try {
      await remove.mutateAsync(member.id);
      push({ type: "notice", message: t("organizationAdmin.removeMember.removed", { name }) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === "last_admin") {
        setProblem(t("organizationAdmin.removeMember.lastAdmin", { name }));
      } else if (isApiError(error) && error.code === "cannot_remove_self") {
        setProblem(t("organizationAdmin.removeMember.cannotRemoveSelf"));
      } else {
        setProblem(apiErrorMessage(t, error));
      }
    }
  }

  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) {
          setProblem(null);
          onClose();
        }
      }}
      size="sm"
      title={t("organizationAdmin.removeMember.title", { name })}
      description={
        member
          ? t("organizationAdmin.removeMember.body", {
              name,
              email: member.email,
              organization: organizationName,
            })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("organizationAdmin.removeMember.cancel")}
          </Button>
          <AsyncButton variant="danger" onClick={confirm}>
            {t("organizationAdmin.removeMember.confirm")}
          </AsyncButton>
        </>
      }
    >
      {problem ? <FormBanner>{problem}</FormBanner> : null}
    </Modal>
  );
}
