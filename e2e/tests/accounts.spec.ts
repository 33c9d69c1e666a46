import {
  bearer,
  DEMO_PASSWORD,
  demoUsers,
  signUpOrganization,
  startSessionIn,
  submitSignInForm,
  uniqueId,
} from "../fixtures/accounts";
import { literal, t, tf } from "../fixtures/locales";
import { linkTo, readMail } from "../fixtures/mail";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Accounts in Chromium (issue 3): sign-up with its activation email, signing out and in again on
 * the apex domain, a password reset that ends older sessions, and the candidate's sign-in.
 * The apex is `http://localhost:PORT`; an organization lives on `http://{subdomain}.localhost:PORT`.
 */

test("sign up on the apex, confirm the email, sign out, and sign in on the apex back to a deep link", async ({
  page,
  origins,
  request,
}) => {
  // A whole journey: a dozen page loads over three origins.
  test.setTimeout(90_000);
  const id = uniqueId();
  const email = `founder-${id}@e2e.candor.test`;
  const password = `pw-${id}-first`;
  const organizationName = `Acme Labs ${id}`;
  // What the shared rule suggests for the name: lower case, hyphens for spaces.
  const subdomain = `acme-labs-${id}`;
  const organization = origins.organization(subdomain);
  const port = new URL(origins.apex).port;
  const available = tf("signUp.subdomainStatus.available", {
    address: `${subdomain}.${origins.appDomain}${port ? `:${port}` : ""}`,
  });
  const greeting = tf("hireHome.greeting", { name: "Fran" });
  const activationNotice = page.getByRole("heading", { name: t("hireHome.activationTitle") });

  await test.step("sign up, with the subdomain suggested and checked live", async () => {
    await page.goto(`${origins.apex}/sign-up`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tf("signUp.title"));
    await page.getByLabel(t("signUp.firstName"), { exact: true }).fill("Fran");
    await page.getByLabel(t("signUp.lastName"), { exact: true }).fill("Founder");
    await page.getByLabel(t("signUp.workEmail"), { exact: true }).fill(email);
    await page.getByLabel(t("signUp.password"), { exact: true }).fill(password);
    await page.getByLabel(t("signUp.passwordConfirmation"), { exact: true }).fill(password);

    const subdomainField = page.getByLabel(t("signUp.subdomain"), { exact: true });
    await page.getByLabel(t("signUp.organizationName"), { exact: true }).fill(organizationName);
    await expect(subdomainField).toHaveValue(subdomain);
    await expect(subdomainField).toHaveAccessibleDescription(literal(available));
    await subdomainField.fill("admin");
    await expect(subdomainField).toHaveAccessibleDescription(
      literal(t("signUp.subdomainStatus.reserved")),
    );
    // The demo organization's subdomain is reserved, not merely taken.
    await subdomainField.fill("demo");
    await expect(subdomainField).toHaveAccessibleDescription(
      literal(t("signUp.subdomainStatus.reserved")),
    );
    const rival = await signUpOrganization(request, { label: "rival" });
    await subdomainField.fill(rival.subdomain ?? "");
    await expect(subdomainField).toHaveAccessibleDescription(
      literal(t("signUp.subdomainStatus.taken")),
    );
    await subdomainField.fill(subdomain);
    await expect(subdomainField).toHaveAccessibleDescription(literal(available));

    await page.getByRole("button", { name: t("signUp.submit"), exact: true }).click();
  });

  await test.step("land signed in on the organization's subdomain", async () => {
    // The handoff code is gone from the address.
    await expect(page).toHaveURL(`${organization}/hire/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting);
    await expect(activationNotice).toBeVisible();
  });

  await test.step("confirm the address from the activation email", async () => {
    const mail = await readMail({ to: email, subject: "Confirm your email address" });
    const activationLink = linkTo(mail, "/activate-account");
    expect(activationLink.origin).toBe(origins.apex);
    await page.goto(activationLink.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("activate.doneTitle"));

    await page.goto(`${organization}/hire/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting);
    await expect(activationNotice).toHaveCount(0);
  });

  await test.step("sign out from the account menu", async () => {
    await page.getByRole("button", { name: t("accountMenu.menu"), exact: true }).click();
    await page.getByRole("menuitem", { name: t("accountMenu.logOut") }).click();
    await expect(page).toHaveURL(`${organization}/`);
    await expect(
      page.getByRole("banner").getByRole("link", { name: t("nav.signIn"), exact: true }),
    ).toBeVisible();
    const cookies = await page.context().cookies(organization);
    expect(cookies.filter((cookie) => cookie.name === "auth")).toEqual([]);
  });

  await test.step("sign in on the apex from a deep link and land on it on the subdomain", async () => {
    const deepLink = "/hire/company?tab=members";
    await page.goto(`${origins.apex}${deepLink}`);
    await expect(page).toHaveURL(
      `${origins.apex}/sign-in?redirectAfterAuth=${encodeURIComponent(deepLink)}`,
    );
    await submitSignInForm(page, email, password);
    await expect(page).toHaveURL(`${organization}${deepLink}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("company.title"));
    await expect(page.getByRole("main")).toContainText(organizationName);
  });
});

test("forgot password: the emailed link sets a new password and ends the sessions opened before", async ({
  page,
  browser,
  request,
  origins,
}) => {
  test.setTimeout(60_000);
  const user = await signUpOrganization(request, { label: "forgetful" });
  if (!user.subdomain) throw new Error("A new organization has a subdomain");
  const organization = origins.organization(user.subdomain);
  const greeting = tf("hireHome.greeting", { name: user.firstName });
  const newPassword = `pw-${uniqueId()}-new`;

  // A session opened before the reset, in another browser.
  const earlierContext = await browser.newContext();
  try {
    const earlier = await earlierContext.newPage();
    await test.step("a session is open in another browser", async () => {
      await startSessionIn(earlierContext, origins, user);
      await earlier.goto(`${organization}/hire/dashboard`);
      await expect(earlier.getByRole("heading", { level: 1 })).toHaveText(greeting);
    });

    await test.step("ask for a reset link from the sign-in page", async () => {
      await page.goto(`${origins.apex}/sign-in`);
      await page.getByRole("link", { name: t("signIn.forgotPassword") }).click();
      await expect(page).toHaveURL(`${origins.apex}/forgot-password`);
      await page.getByLabel(t("forgotPassword.email"), { exact: true }).fill(user.email);
      await page.getByRole("button", { name: t("forgotPassword.submit") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("forgotPassword.sentTitle"),
      );
    });

    await test.step("choose a new password from the emailed link", async () => {
      const mail = await readMail({ to: user.email, subject: "Reset your" });
      const resetLink = linkTo(mail, "/reset-password");
      expect(resetLink.origin).toBe(origins.apex);
      await page.goto(resetLink.href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("resetPassword.title"));
      await page.getByLabel(t("resetPassword.password"), { exact: true }).fill(newPassword);
      await page
        .getByLabel(t("resetPassword.passwordConfirmation"), { exact: true })
        .fill(newPassword);
      await page.getByRole("button", { name: t("resetPassword.submit") }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        t("resetPassword.doneTitle"),
      );
    });

    await test.step("sign in with the new password", async () => {
      await page
        .getByRole("main")
        .getByRole("link", { name: t("resetPassword.signIn"), exact: true })
        .click();
      await expect(page).toHaveURL(`${origins.apex}/sign-in`);
      await submitSignInForm(page, user.email, newPassword);
      await expect(page).toHaveURL(`${organization}/hire/dashboard`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(greeting);
    });

    await test.step("the session opened before the reset is refused", async () => {
      const current = await request.get("/v1/users/current", { headers: bearer(user.token) });
      expect(current.status()).toBe(401);
      // Its browser is signed out and sent to sign in when it loads the page again.
      await earlier.reload();
      await expect(earlier).toHaveURL(
        `${organization}/sign-in?redirectAfterAuth=${encodeURIComponent("/hire/dashboard")}`,
      );
      await expect(earlier.getByRole("heading", { level: 1 })).toHaveText(tf("signIn.title"));
    });
  } finally {
    await earlierContext.close();
  }
});

test("a signed-out candidate is sent to sign in and comes back to their dashboard", async ({
  page,
  origins,
}) => {
  const dashboard = "/hire-candidate/dashboard";
  await page.goto(`${origins.apex}${dashboard}`);

  // The candidate's sign-in, coming back here afterwards.
  const signInQuery = `type=Candidate&redirectAfterAuth=${encodeURIComponent(dashboard)}`;
  await expect(page).toHaveURL(`${origins.apex}/sign-in?${signInQuery}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("signIn.candidateTitle"));
  await expect(
    page.getByRole("link", { name: tf("signIn.createCandidateAccount") }),
  ).toHaveAttribute("href", `/sign-up?${signInQuery}`);

  await submitSignInForm(page, demoUsers.candidate, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origins.apex}${dashboard}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("candidate.dashboard.title"));
  // The candidate top bar shows their account menu.
  const [menuLabel = ""] = t("candidate.topBar.menu").split("{{name}}");
  await expect(
    page.getByRole("button", { name: literal(menuLabel, { start: true }) }),
  ).toBeVisible();
});
