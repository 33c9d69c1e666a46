import { LOCALE_NAMES, LOCALES, type Locale } from "@candor/shared/constants";
import { formatDate } from "@candor/shared/format";
import type { Permission } from "@candor/shared/permissions";
import { validateEmail, validateRequired } from "@candor/shared/rules/validation";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { ClockIcon, MailIcon } from "../../../components/icons/icons";
import { ListError } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isLocale } from "../../../i18n/i18n";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import {
  type Invitation,
  invitationsQueryOptions,
  useCreateInvitation,
  useResendInvitation,
  useRevokeInvitation,
} from "../api/invitations";
import invitationStyles from "./invitations-panel.module.css";
import styles from "./organization-admin.module.css";
import { PermissionBadges, PermissionFields } from "./permission-fields";

type InviteValues = { email: string; permissions: Permission[]; locale: Locale };

/** Invite by email with permissions (and the email's language); then the open invitations. */
export function InvitationsPanel({ emailInputId }: { emailInputId: string }) {
  return (
    <div className={pageBlocks.column4}>
      <InviteForm emailInputId={emailInputId} />
      <OpenInvitations />
    </div>
  );
}

function InviteForm({ emailInputId }: { emailInputId: string }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const create = useCreateInvitation();
  const [general, setGeneral] = useState<string | null>(null);
  const language: Locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const defaults: InviteValues = { email: "", permissions: ["reviewer"], locale: language };
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ mode: "onTouched", defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const invitation = await create.mutateAsync({
        email: values.email.trim(),
        permissions: values.permissions,
        locale: values.locale,
      });
      reset({ ...defaults, permissions: values.permissions, locale: values.locale });
      push({
        type: "notice",
        message: t("organizationAdmin.invitations.sent", { email: invitation.email }),
      });
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: ["email", "permissions", "locale"],
          messages: {
            email: {
              taken: t("organizationAdmin.invitations.taken"),
              already_invited: t("organizationAdmin.invitations.alreadyInvited"),
            },
          },
          generalMessage: apiErrorMessage,
        }),
      );
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <div className={formStyles.row}>
        <TextField
          id={emailInputId}
          label={t("organizationAdmin.invitations.email")}
          type="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register("email", { validate: fieldRules(t, validateRequired, validateEmail) })}
        />
        <SelectField label={t("organizationAdmin.invitations.language")} {...register("locale")}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name="permissions"
        rules={{
          validate: (value) =>
            validateRequired(value) ? t("organizationAdmin.permissionsRequired") : true,
        }}
        render={({ field, fieldState }) => (
          <PermissionFields
            legend={t("organizationAdmin.invitations.permissions")}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              field.onBlur();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={pageBlocks.endActions}>
        <SubmitButton isBusy={isSubmitting}>
          <MailIcon size={18} />
          {t("organizationAdmin.invitations.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}

function OpenInvitations() {
  const { t } = useTranslation();
  const invitations = useQuery(invitationsQueryOptions);

  let body: ReactNode;
  if (invitations.isPending) {
    body = (
      <p className={`${pageBlocks.inlineRow} ${pageBlocks.muted} ${styles.muted}`} role="status">
        {t("organizationAdmin.invitations.loading")}
      </p>
    );
  } else if (!invitations.data) {
    body = (
      <ListError
        isCompact
        title={t("organizationAdmin.invitations.loadFailed")}
        onRetry={() => void invitations.refetch()}
      />
    );
  } else if (invitations.data.records.length === 0) {
    body = (
      <p className={`${pageBlocks.inlineRow} ${pageBlocks.muted} ${styles.muted}`}>
        {t("organizationAdmin.invitations.none")}
      </p>
    );
  } else {
    body = (
      <ul className={pageBlocks.list}>
        {invitations.data.records.map((invitation) => (
          <InvitationItem key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    );
  }

  return (
    <div className={`${pageBlocks.stack3} ${invitationStyles.subsection}`}>
      <h3 className={pageBlocks.titleMd}>{t("organizationAdmin.invitations.openTitle")}</h3>
      {body}
    </div>
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const { email } = invitation;
  const date = formatDate(invitation.expiresAt, i18n.resolvedLanguage ?? "en");

  async function run(action: () => Promise<unknown>, message: string) {
    setProblem(null);
    try {
      await action();
      push({ type: "notice", message });
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <li className={`${pageBlocks.wrapRow3} ${invitationStyles.invitation}`}>
      <div className={`${pageBlocks.column} ${invitationStyles.invitationText}`}>
        <span className={`${pageBlocks.itemName} ${pageBlocks.inlineRow2} ${styles.memberName}`}>
          {email}
        </span>
        <PermissionBadges permissions={invitation.permissions} />
        <span
          className={[invitationStyles.meta, invitation.isExpired ? invitationStyles.expired : null]
            .filter(Boolean)
            .join(" ")}
        >
          <ClockIcon size={14} />
          <span>
            {t(
              invitation.isExpired
                ? "organizationAdmin.invitations.expired"
                : "organizationAdmin.invitations.expires",
              { date },
            )}
            {invitation.invitedByName
              ? ` · ${t("organizationAdmin.invitations.invitedBy", { name: invitation.invitedByName })}`
              : null}
          </span>
        </span>
        {problem ? (
          <span className={formStyles.error} role="alert">
            {problem}
          </span>
        ) : null}
      </div>
      <div className={invitationStyles.invitationActions}>
        <AsyncButton
          size="sm"
          variant="secondary"
          aria-label={t("organizationAdmin.invitations.resendFor", { email })}
          onClick={() =>
            run(
              () => resend.mutateAsync(invitation.id),
              t("organizationAdmin.invitations.resent", { email }),
            )
          }
        >
          {t("organizationAdmin.invitations.resend")}
        </AsyncButton>
        <AsyncButton
          size="sm"
          variant="ghost"
          className={styles.dangerGhost}
          aria-label={t("organizationAdmin.invitations.revokeFor", { email })}
          onClick={() =>
            run(
              () => revoke.mutateAsync(invitation.id),
              t("organizationAdmin.invitations.revoked", { email }),
            )
          }
        >
          {t("organizationAdmin.invitations.revoke")}
        </AsyncButton>
      </div>
    </li>
  );
}
