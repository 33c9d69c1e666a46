import { describeViolations, findSeriousAxeViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/test";

// axe-core is injected as a script; the app's content security policy rightly forbids that.
test.use({ bypassCSP: true });

const pages = [
  { name: "landing page", path: "/" },
  { name: "not-found page", path: "/no/such/page" },
  { name: "forbidden page", path: "/403" },
];

for (const { name, path } of pages) {
  test(`the ${name} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const violations = await findSeriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
}
