import fs from "node:fs";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { contentFiles, importContentFile } from "../db/seed/training";

/**
 * Imports training content files (docs/content-format.md) into the catalogue, upserting by slug:
 *
 *   npm run import-content -w apps/api -- <file.json | directory> ...
 *
 * A directory means every `*.json` in it. Each file is checked whole before anything of it is
 * written, and imported in one transaction. It uses the server's configuration (DATABASE_URL, or
 * the embedded database under DATA_DIR, relative to where npm was run); the embedded database
 * allows one process at a time, so stop the server first.
 */
export const USAGE = "usage: npm run import-content -w apps/api -- <file.json | directory> ...";

export function expandContentArgs(args: readonly string[]): string[] | { error: string } {
  const paths = args.filter((arg) => arg !== "--");
  if (paths.length === 0) return { error: USAGE };
  const files: string[] = [];
  for (const target of paths) {
    if (!fs.existsSync(target)) return { error: `import-content: ${target} does not exist` };
    if (fs.statSync(target).isDirectory()) files.push(...contentFiles(target));
    else files.push(target);
  }
  if (files.length === 0) return { error: "import-content: no .json file found" };
  return files;
}

async function main(): Promise<number> {
  // `npm run -w apps/api` runs in apps/api; relative paths mean where the operator stood.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const files = expandContentArgs(process.argv.slice(2));
  if ("error" in files) {
    process.stderr.write(`${files.error}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    for (const file of files) {
      const summary = await importContentFile(database.db, file);
      process.stdout.write(
        `${file}: curricula ${summary.curricula.created} new, ${summary.curricula.updated} updated; ` +
          `practice interviews ${summary.practiceInterviews.created} new, ${summary.practiceInterviews.updated} updated; ` +
          `${summary.parts} parts, ${summary.videos} videos, ${summary.quizzes} quizzes, ` +
          `${summary.questions} questions, ${summary.answers} answers; ${summary.removed} removed\n`,
      );
    }
    return 0;
  } catch (error) {
    process.stderr.write(
      `import-content: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

if (
  process.argv[1]?.endsWith("import-content.ts") ||
  process.argv[1]?.endsWith("import-content.js")
) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `import-content: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
