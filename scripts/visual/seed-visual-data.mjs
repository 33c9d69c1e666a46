/**
 * Fills the seeded demo organization with enough data for meaningful screenshots of the hiring
 * pages: positions in every status, an interview with questions and invitations, a scorecard, a
 * custom question set and an open member invitation. Run once against a server started with
 * SEED_DEMO=true on a fresh DATA_DIR, then copy that DATA_DIR for each screenshot run, so every
 * run sees the same records (ids included).
 *
 *   node scripts/visual/seed-visual-data.mjs http://localhost:4711 > ids.json
 */
const base = process.argv[2];
if (!base) throw new Error("usage: seed-visual-data.mjs <organization origin>");

let token = "";
async function call(method, path, body) {
  const response = await fetch(`${base}/v1${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const login = await call("POST", "/users/login", {
  email: "admin@demo.candor.test",
  password: "candor-demo",
});
token = login.meta.token;

const titles = [
  ["Senior Backend Engineer", "open"],
  ["Product Designer", "open"],
  ["Customer Success Manager", "open"],
  ["Data Analyst", "draft"],
  ["Marketing Lead", "open"],
  ["Field Technician", "draft"],
];
const positions = [];
for (const [title, status] of titles) {
  const created = await call("POST", "/positions", {
    title,
    status,
    description: `<p>${title}: what the role is about, the team and the first ninety days.</p>`,
  });
  positions.push(created.data.id);
}
const [first] = positions;

const interview = await call("POST", "/prerecorded_interviews", {
  position_id: first,
  title: "First screen",
  questions: [
    {
      text: "Tell us about a system you designed.",
      think_time_seconds: 30,
      answer_time_seconds: 120,
      retakes_allowed: 1,
    },
    {
      text: "How do you review a colleague's code?",
      think_time_seconds: 30,
      answer_time_seconds: 90,
      retakes_allowed: 0,
    },
  ],
});
const interviewId = interview.data.id;
await call("POST", `/prerecorded_interviews/${interviewId}/invitations`, {
  candidates: [
    { email: "ada@example.com" },
    { email: "grace@example.com" },
    { email: "linus@example.com" },
  ],
});

const scorecard = await call("POST", "/scorecards", {
  name: "Engineering interview",
  criteria: [
    { name: "Communication", description: "Explains ideas clearly", rating_scale: 5 },
    { name: "Problem solving", description: "Breaks problems down", rating_scale: 5 },
  ],
});
await call("POST", "/custom_sets", { name: "Backend questions", question_ids: [] });
await call("POST", "/invitations", {
  email: "new.member@example.com",
  permissions: ["hr_manager"],
}).catch((error) => console.error(String(error)));

console.log(
  JSON.stringify({ positionId: first, interviewId, scorecardId: scorecard.data.id, positions }),
);
