import { PERMISSIONS, type Permission } from "@candor/shared/permissions";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxCard } from "../../../components/checkbox-card/checkbox-card";
import formStyles from "../../../components/form/form.module.css";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import styles from "./organization-admin.module.css";

/** Permissions in the order of SPEC §6, ticked ones only, without repeats. */
export function orderedPermissions(permissions: readonly Permission[]): Permission[] {
  return PERMISSIONS.filter((permission) => permissions.includes(permission));
}

export type PermissionFieldsProps = {
  legend: string;
  value: readonly Permission[];
  onChange: (permissions: Permission[]) => void;
  /** Shown under the group (e.g. "choose at least one"); marks the group invalid. */
  error?: string | undefined;
  disabled?: boolean;
};

/** Admin, HR manager, reviewer as checkbox cards, each with a one-line explanation. */
export function PermissionFields({
  legend,
  value,
  onChange,
  error,
  disabled = false,
}: PermissionFieldsProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset
      className={`${pageBlocks.column2} ${styles.permissionFields}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className={formStyles.label}>{legend}</legend>
      {PERMISSIONS.map((permission) => (
        <CheckboxCard
          key={permission}
          name="permissions"
          value={permission}
          checked={value.includes(permission)}
          disabled={disabled}
          onCheckedChange={(checked) =>
            onChange(
              orderedPermissions(
                checked ? [...value, permission] : value.filter((held) => held !== permission),
              ),
            )
          }
          title={t(`organizationAdmin.permissionNames.${permission}`)}
          description={t(`organizationAdmin.permissionDescriptions.${permission}`)}
        />
      ))}
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The permissions a member holds, as small labels. */
export function PermissionBadges({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation();
  return (
    <ul className={`${pageBlocks.bareList} ${styles.badges}`}>
      {orderedPermissions(permissions).map((permission) => (
        <li key={permission} className={`${styles.badge} ${styles[`badge_${permission}`] ?? ""}`}>
          {t(`organizationAdmin.permissionNames.${permission}`)}
        </li>
      ))}
    </ul>
  );
}
