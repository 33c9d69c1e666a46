import { validateMaxLength, validateRequired } from "@candor/shared/rules/validation";
import { ORGANIZATION_NAME_MAX_LENGTH } from "@candor/shared/schemas/organizations";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { type Organization, useRenameOrganization } from "../api/organization";
import styles from "./organization-admin.module.css";

type NameValues = { name: string };

/** Renames the organization (admins); the subdomain, and so its address, stays. */
export function OrganizationNameForm({
  organization,
  address,
}: {
  organization: Organization;
  /** The organization's address, e.g. `acme.candor.work`. */
  address: string;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const rename = useRenameOrganization();
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NameValues>({ mode: "onTouched", defaultValues: { name: organization.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    setGeneral(null);
    try {
      const renamed = await rename.mutateAsync(name.trim());
      reset({ name: renamed.name });
      push({ type: "notice", message: t("organizationAdmin.name.saved", { name: renamed.name }) });
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["name"],
          generalMessage: apiErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={`${pageBlocks.wrapRow3} ${styles.inlineForm}`}>
        <TextField
          className={styles.grow}
          label={t("organizationAdmin.name.label")}
          autoComplete="organization"
          hint={t("organizationAdmin.name.hint", { address })}
          error={errors.name?.message}
          {...register("name", {
            validate: fieldRules<string>(t, validateRequired, (value) =>
              validateMaxLength(value, ORGANIZATION_NAME_MAX_LENGTH),
            ),
          })}
        />
        <SubmitButton isBusy={isSubmitting} disabled={!isDirty} className={styles.inlineSubmit}>
          {t("organizationAdmin.name.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
