import { path } from "@candor/shared/routes";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { organizations, users } from "../../db/schema/index";
import { formatDate, serverT, toLocale } from "../../lib/i18n";
import { enqueueMail } from "../../lib/mail/mail-queue";
import { renderEmail } from "../../lib/mail/render-email";
import { organizationOrigin } from "../../lib/urls";

/**
 * Tells an organization's admins that a candidate's data was erased (issue 17), in their own
 * language, in the erasure's transaction. The message names nobody: the person is gone.
 */
export async function notifyErasure(
  tx: Database,
  {
    organizationId,
    requestedBy,
    now,
    publicUrl,
  }: { organizationId: string; requestedBy: "candidate" | "team"; now: Date; publicUrl: string },
) {
  const [organization] = await tx
    .select({ name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return;
  const admins = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNull(users.type),
        sql`(${users.isAdmin} or 'admin' = any(${users.permissions}))`,
      ),
    );
  const link = `${organizationOrigin(publicUrl, organization.subdomain)}${path("Company")}?tab=privacy`;
  for (const admin of admins) {
    const locale = toLocale(admin.locale);
    const t = serverT(locale, "emails");
    const values = { organization: organization.name, date: formatDate(now, locale) };
    const subject = t("privacy.erasure.subject", values);
    const body = renderEmail({
      locale,
      heading: t("privacy.erasure.heading"),
      paragraphs: [
        t("common.helloAnonymous"),
        requestedBy === "candidate"
          ? t("privacy.erasure.bodyCandidate", values)
          : t("privacy.erasure.bodyTeam", values),
        t("privacy.erasure.stub"),
      ],
      action: { label: t("privacy.erasure.action"), url: link },
      actionHint: t("common.hint"),
      footer: t("common.footer"),
    });
    await enqueueMail(tx, { to: admin.email, subject, ...body });
  }
}
