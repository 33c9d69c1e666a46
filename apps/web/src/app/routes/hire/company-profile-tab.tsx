import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import { brandingQueryOptions } from "../../../features/branding/api/branding";
import { BrandingForm } from "../../../features/branding/components/branding-form";
import { ProductAnalyticsSetting } from "../../../features/guidance/components/product-analytics-setting";
import { organizationsQueryKey } from "../../../features/organizations/api/organization";
import { currentUserQueryKey } from "../../../lib/auth/session-api";
import { useSession } from "../../../lib/auth/use-session";

/**
 * The Company page's Profile tab: the branding form with its preview, and the organization's
 * product-analytics switch. A new name reaches the organization's other readers (the page's
 * header, the account menu) once saved.
 */
export function CompanyProfileTab({ address }: { address: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const branding = useQuery(brandingQueryOptions);
  const { user } = useSession();

  if (branding.isPending) return <ListLoading label={t("company.profile.loading")} />;
  if (!branding.data) {
    return (
      <ListError
        title={t("company.profile.loadFailed")}
        error={branding.error}
        onRetry={() => void branding.refetch()}
      />
    );
  }
  return (
    <>
      <BrandingForm
        branding={branding.data}
        address={address}
        onSaved={() => {
          void queryClient.invalidateQueries({ queryKey: organizationsQueryKey });
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        }}
      />
      {user ? <ProductAnalyticsSetting enabled={user.productAnalytics} /> : null}
    </>
  );
}
