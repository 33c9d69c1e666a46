import {
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  logIn,
  removeInvitee,
  startSessionIn,
  uniqueEmail,
} from "../fixtures/accounts";
import { literal, t, tf } from "../fixtures/locales";
import { linkTo, readMail } from "../fixtures/mail";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Inviting a member (issue 3): the demo organization's admin invites from organization admin, the
 * invitee accepts from the emailed link in a browser of their own. The invitee is removed from
 * the shared demo organization afterwards.
 */

test("an admin invites an HR manager, who joins from the emailed link with those permissions", async ({
  page,
  browser,
  request,
  origins,
}) => {
  test.setTimeout(60_000);
  const admin = await logIn(request, demoUsers.admin, DEMO_PASSWORD);
  const email = uniqueEmail("invitee");
  const demo = origins.organization(DEMO_SUBDOMAIN);
  const inviteeContext = await browser.newContext();
  try {
    await startSessionIn(page.context(), origins, admin);
    await page.goto(`${demo}/hire/organization-admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("company.title"));

    const invitations = page.getByRole("region", {
      name: t("organizationAdmin.invitations.title"),
      exact: true,
    });
    await invitations
      .getByLabel(t("organizationAdmin.invitations.email"), { exact: true })
      .fill(email);
    const hrManager = t("organizationAdmin.permissionNames.hr_manager");
    await invitations.getByRole("checkbox", { name: hrManager, exact: true }).check();
    await invitations
      .getByRole("checkbox", { name: t("organizationAdmin.permissionNames.reviewer"), exact: true })
      .uncheck();
    await invitations
      .getByRole("button", { name: t("organizationAdmin.invitations.submit") })
      .click();
    const openInvitation = invitations.getByRole("listitem").filter({ hasText: email });
    await expect(openInvitation).toContainText(hrManager);

    // The invitee opens the emailed link, signed out, in another browser.
    const mail = await readMail({ to: email, subject: "invited" });
    const link = linkTo(mail, "/accept-invitation");
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link.href);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
      tf("acceptInvitation.title", { organization: admin.organizationName ?? "" }),
    );
    await expect(invitee.getByRole("main")).toContainText(
      t("acceptInvitation.permissionNames.hr_manager"),
    );
    await invitee.getByLabel(t("signUp.firstName"), { exact: true }).fill("Ines");
    await invitee.getByLabel(t("signUp.lastName"), { exact: true }).fill("Invited");
    const password = `pw-${email.split("@")[0]}`;
    await invitee.getByLabel(t("acceptInvitation.password"), { exact: true }).fill(password);
    await invitee.getByLabel(t("signUp.passwordConfirmation"), { exact: true }).fill(password);
    await invitee.getByRole("button", { name: t("acceptInvitation.submit") }).click();

    // Signed in on the organization, as an HR manager.
    await expect(invitee).toHaveURL(`${demo}/hire/dashboard`);
    await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(
      tf("hireHome.greeting", { name: "Ines" }),
    );
    const sidebar = invitee.getByRole("navigation", { name: t("sidebar.label") });
    await expect(sidebar.getByRole("link")).toHaveText([
      t("sidebar.home"),
      t("sidebar.positions"),
      t("sidebar.candidates"),
      t("sidebar.liveInterviews"),
      t("sidebar.content"),
      t("sidebar.reports"),
      literal(t("sidebar.help"), { start: true }),
    ]);
    await invitee.goto(`${demo}/hire/organization-admin`);
    await expect(invitee).toHaveURL(`${demo}/403`);

    // The admin's list of open invitations no longer has it.
    await page.reload();
    await expect(invitations).toBeVisible();
    await expect(invitations.getByText(t("organizationAdmin.invitations.loading"))).toHaveCount(0);
    await expect(openInvitation).toHaveCount(0);
  } finally {
    await inviteeContext.close();
    await removeInvitee(request, admin.token, email);
  }
});
