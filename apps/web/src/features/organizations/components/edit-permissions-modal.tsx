import { displayName } from "@candor/shared/format";
import { isAdmin, type Permission } from "@candor/shared/permissions";
import { validateRequired } from "@candor/shared/rules/validation";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage, errorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { type Member, useUpdateMemberPermissions } from "../api/members";
import { orderedPermissions, PermissionFields } from "./permission-fields";

export type EditPermissionsModalProps = {
  /** The member being edited; null closes the modal. */
  member: Member | null;
  currentUserId: string;
  onClose: () => void;
};

/** Admin / HR manager / reviewer for one member: at least one; the last admin keeps admin. */
export function EditPermissionsModal({
  member,
  currentUserId,
  onClose,
}: EditPermissionsModalProps) {
  const { t } = useTranslation();
  const name = member ? displayName(member) : "";
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("organizationAdmin.editPermissions.title", { name })}
      description={t("organizationAdmin.editPermissions.description", { name })}
    >
      {member ? (
        <EditPermissionsForm
          key={member.id}
          member={member}
          currentUserId={currentUserId}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function EditPermissionsForm({
  member,
  currentUserId,
  onClose,
}: {
  member: Member;
  currentUserId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const update = useUpdateMemberPermissions(currentUserId);
  const [permissions, setPermissions] = useState<Permission[]>(
    orderedPermissions(member.permissions),
  );
  const [isTouched, setIsTouched] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const name = displayName(member);
  const isSelf = member.id === currentUserId;
  const fieldError =
    isTouched && validateRequired(permissions)
      ? t("organizationAdmin.permissionsRequired")
      : undefined;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsTouched(true);
    setGeneral(null);
    if (validateRequired(permissions)) return;
    try {
      await update.mutateAsync({ memberId: member.id, permissions });
      push({ type: "notice", message: t("organizationAdmin.editPermissions.saved", { name }) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === "last_admin") {
        setGeneral(t("organizationAdmin.editPermissions.lastAdmin", { name }));
      } else if (isApiError(error) && error.fieldErrors?.permissions) {
        setGeneral(errorMessage(t, error.fieldErrors.permissions[0]));
      } else {
        setGeneral(apiErrorMessage(t, error));
      }
    }
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <PermissionFields
        legend={t("organizationAdmin.editPermissions.legend")}
        value={permissions}
        onChange={(next) => {
          setIsTouched(true);
          setPermissions(next);
        }}
        error={fieldError}
        disabled={update.isPending}
      />
      {isSelf && isAdmin(member) && !permissions.includes("admin") ? (
        <FormBanner tone="info">{t("organizationAdmin.editPermissions.selfWarning")}</FormBanner>
      ) : null}
      <div className={pageBlocks.endActions}>
        <Button variant="secondary" onClick={onClose}>
          {t("organizationAdmin.editPermissions.cancel")}
        </Button>
        <SubmitButton isBusy={update.isPending}>
          {t("organizationAdmin.editPermissions.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
