import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createBillingService, SETTABLE_PLAN_KINDS } from "../modules/billing/billing.service";
import { createBuiltinProvider } from "../modules/billing/builtin-provider";

/**
 * Sets an organization's plan by hand: enterprise and free_full_access are agreed with sales, not
 * bought in the app (and free ends such a plan).
 *
 *   npm run set-plan -w apps/api -- <subdomain> <kind>
 *
 * It uses the server's configuration (DATABASE_URL, or the embedded database under DATA_DIR,
 * taken relative to the directory npm was run from). The embedded database allows one process at
 * a time: stop the server first; with DATABASE_URL it works while the server runs.
 */
export const USAGE = `usage: npm run set-plan -w apps/api -- <subdomain> <kind>
  kind: ${SETTABLE_PLAN_KINDS.join(" | ")}`;

export function parseSetPlanArgs(
  args: readonly string[],
): { subdomain: string; kind: string } | { error: string } {
  const [subdomain, kind, ...rest] = args.filter((arg) => arg !== "--");
  if (!subdomain || !kind || rest.length > 0) return { error: USAGE };
  return { subdomain, kind };
}

async function main(): Promise<number> {
  const parsed = parseSetPlanArgs(process.argv.slice(2));
  if ("error" in parsed) {
    process.stderr.write(`${parsed.error}\n`);
    return 2;
  }
  // `npm run -w apps/api` runs in apps/api; a relative DATA_DIR means where the operator stood.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const billing = createBillingService({
      db: database.db,
      clock: () => new Date(),
      provider: createBuiltinProvider({ publicUrl: config.publicUrl }),
    });
    const { organization, subscription } = await billing.setOperatorPlan(
      parsed.subdomain,
      parsed.kind,
    );
    process.stdout.write(
      `${organization.name} (${organization.subdomain}) is now on the ${subscription.kind} plan, status ${subscription.status}.\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(`set-plan: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

// Run as a script (not when a test imports parseSetPlanArgs).
if (process.argv[1]?.endsWith("set-plan.ts") || process.argv[1]?.endsWith("set-plan.js")) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`set-plan: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
