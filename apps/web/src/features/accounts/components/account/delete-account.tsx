import { isAdmin } from "@candor/shared/permissions";
import { path } from "@candor/shared/routes";
import { validateRequired } from "@candor/shared/rules/validation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { keepAlertForNextPage } from "../../../../components/alerts/alerts-provider";
import { Button } from "../../../../components/button/button";
import formStyles from "../../../../components/form/form.module.css";
import { FormBanner } from "../../../../components/form/form-banner";
import { SubmitButton } from "../../../../components/form/submit-button";
import { PasswordField } from "../../../../components/form/text-field";
import { Modal } from "../../../../components/modal/modal";
import pageBlocks from "../../../../components/page-layout/page-blocks.module.css";
import { isApiError } from "../../../../lib/api-error";
import type { SessionUser } from "../../../../lib/auth/session-api";
import { useSession } from "../../../../lib/auth/use-session";
import { fieldRules } from "../../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../../lib/forms/server-errors";
import { deleteCurrentUser } from "../../api/current-user";
import { accountErrorMessage } from "../account-errors";
import styles from "./account.module.css";

type DeleteValues = { password: string };

/**
 * The danger zone: deleting the account asks for the password in a modal. The last admin of an
 * organization that has other members is refused (422 `last_admin`) and told how to hand over.
 */
export function DeleteAccount({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const organization = user.organizationName;

  return (
    <>
      <p className={pageBlocks.muted}>{t("account.delete.description")}</p>
      {organization && isAdmin(user) ? (
        <p className={pageBlocks.muted}>{t("account.delete.lastAdminRule", { organization })}</p>
      ) : null}
      <div className={pageBlocks.centredWrapRow}>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t("account.delete.open")}
        </Button>
      </div>
      <Modal
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t("account.delete.modalTitle")}
        description={t("account.delete.modalBody")}
      >
        {isOpen ? <DeleteAccountForm user={user} onCancel={() => setIsOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function DeleteAccountForm({ user, onCancel }: { user: SessionUser; onCancel: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [general, setGeneral] = useState<string | null>(null);
  const [isLastAdmin, setIsLastAdmin] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteValues>({ mode: "onTouched", defaultValues: { password: "" } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setGeneral(null);
    setIsLastAdmin(false);
    try {
      await deleteCurrentUser(password);
    } catch (error) {
      if (isApiError(error) && error.code === "last_admin") {
        setIsLastAdmin(true);
        return;
      }
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["password"],
          messages: { password: { invalid: t("account.wrongPassword") } },
          generalMessage: accountErrorMessage,
        }),
      );
      return;
    }
    // The account and its sessions are gone on the server: forget the token without asking the
    // server to revoke it (that would answer 401), and go home, where the confirmation shows.
    keepAlertForNextPage({ type: "notice", message: t("account.delete.deleted") });
    await signOut({ revoke: false });
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {isLastAdmin ? (
        <FormBanner>
          <p>
            {t("account.delete.lastAdmin", {
              organization: user.organizationName ?? "",
            })}
          </p>
          <p>
            <Link to={path("Company", {}, { tab: "members" })} onClick={onCancel}>
              {t("account.delete.manageMembers")}
            </Link>
          </p>
        </FormBanner>
      ) : null}
      {general ? <FormBanner>{general}</FormBanner> : null}
      <PasswordField
        label={t("account.delete.password")}
        hint={t("account.delete.passwordHint")}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password", { validate: fieldRules(t, validateRequired) })}
      />
      <div className={`${pageBlocks.endActions} ${styles.modalActions}`}>
        <Button variant="secondary" onClick={onCancel}>
          {t("account.delete.cancel")}
        </Button>
        <SubmitButton variant="danger" isBusy={isSubmitting}>
          {t("account.delete.confirm")}
        </SubmitButton>
      </div>
    </form>
  );
}
