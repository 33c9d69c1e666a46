import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../config";

/*
 * Migrations 0009–0010 on a database that has candidate interviews already: one candidate per
 * (organization, lower(email)), every interview attached, each in its interviews' positions at
 * "One-way interview", and the default pipeline for every organization.
 */

const BEFORE_CANDIDATES = 9;
let client: PGlite;
let earlier: string;

/** The migrations folder as it was before candidates: the same files, a shorter journal. */
function migrationsBefore(index: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "candor-migrations-"));
  fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx < index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  client = await PGlite.create();
  earlier = migrationsBefore(BEFORE_CANDIDATES);
  await migrate(drizzle({ client }), { migrationsFolder: earlier });
});
afterAll(async () => {
  await client.close();
  fs.rmSync(earlier, { recursive: true, force: true });
});

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await client.query<T>(text, params)).rows;
}

it("makes one candidate per person per organization from the interviews so far", async () => {
  const [acme, other] = await rows<{ id: string }>(
    "insert into organizations (name, subdomain) values ('Acme', 'acme'), ('Other', 'other') returning id",
  );
  if (!acme || !other) throw new Error("organizations not inserted");
  const positions = await rows<{ id: string }>(
    "insert into positions (organization_id, title) values ($1, 'Backend'), ($1, 'Design'), ($2, 'Other') returning id",
    [acme.id, other.id],
  );
  const interviews = await rows<{ id: string; position_id: string }>(
    `insert into prerecorded_interviews (organization_id, position_id, title)
     values ($1, $2, 'One'), ($1, $3, 'Two'), ($1, $2, 'Three'), ($4, $5, 'Theirs')
     returning id, position_id`,
    [acme.id, positions[0]?.id, positions[1]?.id, other.id, positions[2]?.id],
  );
  const invite = (
    index: number,
    organizationId: string,
    email: string,
    names: [string | null, string | null],
    token: string | null,
  ) =>
    rows(
      `insert into candidate_interviews (organization_id, interview_id, position_id, email, first_name, last_name, invitation_token_hash)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        organizationId,
        interviews[index]?.id,
        interviews[index]?.position_id,
        email,
        names[0],
        names[1],
        token,
      ],
    );
  await invite(0, acme.id, "Ada@Example.com", ["Ada", null], "hash-1");
  await invite(1, acme.id, "ada@example.com", [null, "Lovelace"], "hash-2");
  await invite(2, acme.id, "ADA@example.com", [null, null], null);
  await invite(0, acme.id, "walk-in@example.com", [null, null], null);
  await invite(3, other.id, "ada@example.com", ["Ada", "Elsewhere"], "hash-3");

  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });

  const candidates = await rows<Record<string, string>>(
    "select organization_id, first_name, last_name, email, source from candidates order by organization_id = $1 desc, email",
    [acme.id],
  );
  expect(candidates).toEqual([
    {
      organization_id: acme.id,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      source: "interview_invitation",
    },
    {
      organization_id: acme.id,
      first_name: "",
      last_name: "",
      email: "walk-in@example.com",
      source: "public_link",
    },
    {
      organization_id: other.id,
      first_name: "Ada",
      last_name: "Elsewhere",
      email: "ada@example.com",
      source: "interview_invitation",
    },
  ]);
  const unattached = await rows(
    "select id from candidate_interviews where candidate_record_id is null",
  );
  expect(unattached).toEqual([]);
  const pipeline = await rows<{ email: string; title: string; stage: string }>(
    `select c.email, p.title, cp.stage from candidate_positions cp
     join candidates c on c.id = cp.candidate_id join positions p on p.id = cp.position_id
     where cp.organization_id = $1 order by c.email, p.title`,
    [acme.id],
  );
  expect(pipeline).toEqual([
    { email: "ada@example.com", title: "Backend", stage: "one_way_interview" },
    { email: "ada@example.com", title: "Design", stage: "one_way_interview" },
    { email: "walk-in@example.com", title: "Backend", stage: "one_way_interview" },
  ]);
  const stages = await rows<{ key: string }>(
    "select key from pipeline_stages where organization_id = $1 order by position",
    [other.id],
  );
  expect(stages.map((stage) => stage.key)).toEqual([
    "applied",
    "one_way_interview",
    "live_interview",
    "offer",
    "hired",
    "rejected",
  ]);
  const events = await rows("select kind from candidate_events where kind = 'position_added'");
  expect(events).toHaveLength(4);
});
