// Generates the three "Other Resources" templates of the training curriculum page (SPEC §2) as
// PDFs in apps/web/public/resources/: the interview questions guide, the position profile template
// and the interview scorecard template. Drawn with PDFKit (the version apps/api depends on) and its
// built-in Helvetica, so no font file or network is needed; the metadata dates are fixed, so the
// same source gives the same bytes.
//
// Usage: node scripts/media/generate-resources.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const outDir = process.env.OUT_DIR ?? join(root, "apps", "web", "public", "resources");
// PDFKit is a dependency of the API: resolve it from there, so both use the same version.
const PDFDocument = createRequire(join(root, "apps", "api", "package.json"))("pdfkit");

const BRAND = "#0f6e6a";
const BRAND_SOFT = "#e3f3f1";
const INK = "#14201f";
const MUTED = "#52605f";
const SUBTLE = "#6b7877";
const RULE = "#c3cccb";
const BORDER = "#dfe4e4";
const FIXED_DATE = new Date("2025-01-01T00:00:00Z");

const MARGIN = 50;

/** A new A4 document with the page chrome of every Candor template. */
function createDocument(title, subject) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: 60, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: `Candor: ${title}`,
      Author: "Candor",
      Subject: subject,
      Creator: "Candor (scripts/media/generate-resources.mjs)",
      Producer: "PDFKit",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  doc.title = title;
  return doc;
}

const left = (doc) => doc.page.margins.left;
const contentWidth = (doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc) => doc.page.height - doc.page.margins.bottom;

function ensureSpace(doc, height) {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** The Candor mark of apps/web/public/logo.svg, `size` points square. */
function logo(doc, x, y, size) {
  const s = size / 32;
  doc.save();
  doc.translate(x, y).scale(s);
  doc.roundedRect(0, 0, 32, 32, 8).fill(BRAND);
  doc
    .path("M21.6 10.6a7.6 7.6 0 1 0 0 10.8")
    .lineWidth(3.4)
    .lineCap("round")
    .strokeColor("#ffffff")
    .stroke();
  doc.circle(16, 16, 2.4).fill("#9be7dc");
  doc.restore();
}

function header(doc, title, intro) {
  const x = left(doc);
  const width = contentWidth(doc);
  logo(doc, x, MARGIN, 22);
  doc
    .font("Helvetica-Bold")
    .fontSize(14)
    .fillColor(INK)
    .text("Candor", x + 30, MARGIN + 5);
  doc
    .font("Helvetica-Bold")
    .fontSize(8)
    .fillColor(BRAND)
    .text("CANDOR TRAINING · RESOURCES", x, MARGIN + 8, {
      width,
      align: "right",
      characterSpacing: 1,
    });
  doc
    .font("Helvetica-Bold")
    .fontSize(24)
    .fillColor(INK)
    .text(title, x, MARGIN + 46, { width });
  doc.rect(x, doc.y + 4, 44, 3).fill(BRAND);
  doc.y += 16;
  doc.font("Helvetica").fontSize(10.5).fillColor(MUTED).text(intro, x, doc.y, {
    width,
    lineGap: 2.5,
  });
  doc.moveDown(1);
}

/** A section title and its note; `keep` is the height of what must follow on the same page. */
function section(doc, title, note, keep = 30) {
  ensureSpace(doc, 40 + keep);
  const x = left(doc);
  doc.moveDown(0.4);
  doc.font("Helvetica-Bold").fontSize(13).fillColor(BRAND).text(title, x, doc.y);
  if (note) {
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(note, x, doc.y + 2, { width: contentWidth(doc), lineGap: 1.5 });
  }
  doc.y += 6;
}

function bullets(doc, items, { x = left(doc), width = contentWidth(doc), size = 10 } = {}) {
  for (const item of items) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc.circle(x + 3, y + size * 0.45, 1.8).fill(BRAND);
    doc
      .font("Helvetica")
      .fontSize(size)
      .fillColor(INK)
      .text(item, x + 12, y, { width: width - 12, lineGap: 1.5 });
    doc.y += 3;
  }
  doc.x = left(doc);
}

/** A label above a writing line. */
function field(doc, label, x, y, width) {
  doc.font("Helvetica").fontSize(8.5).fillColor(SUBTLE).text(label, x, y, { width });
  doc
    .moveTo(x, y + 28)
    .lineTo(x + width, y + 28)
    .lineWidth(0.7)
    .strokeColor(RULE)
    .stroke();
}

/** Rows of labelled fields, `columns` to a row. */
function fields(doc, labels, { columns = 2, rowHeight = 38 } = {}) {
  const x = left(doc);
  const gap = 18;
  const width = (contentWidth(doc) - gap * (columns - 1)) / columns;
  for (let i = 0; i < labels.length; i += columns) {
    ensureSpace(doc, rowHeight);
    const y = doc.y;
    labels.slice(i, i + columns).forEach((label, j) => {
      field(doc, label, x + j * (width + gap), y, width);
    });
    doc.y = y + rowHeight;
  }
  doc.x = x;
}

/** A bordered box to write in, with an optional prompt inside its top-left corner. */
function writingBox(doc, height, prompt) {
  ensureSpace(doc, height + 8);
  const x = left(doc);
  const y = doc.y;
  doc.roundedRect(x, y, contentWidth(doc), height, 4).lineWidth(0.7).strokeColor(BORDER).stroke();
  if (prompt) {
    doc
      .font("Helvetica-Oblique")
      .fontSize(8.5)
      .fillColor(SUBTLE)
      .text(prompt, x + 8, y + 7, { width: contentWidth(doc) - 16 });
  }
  doc.y = y + height + 8;
  doc.x = x;
}

/** A table with a shaded header row; `rows` of strings (empty cells are left to write in). */
function table(doc, columns, rows, { rowHeight = 24, fontSize = 9 } = {}) {
  // Short tables stay on one page; longer ones repeat their header row on the next.
  ensureSpace(doc, Math.min(20 + rows.length * rowHeight, 300));
  const x = left(doc);
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const scale = contentWidth(doc) / total;
  const widths = columns.map((column) => column.width * scale);
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(x, y, contentWidth(doc), 20).fill(BRAND_SOFT);
    let cx = x;
    columns.forEach((column, i) => {
      doc
        .font("Helvetica-Bold")
        .fontSize(8.5)
        .fillColor(BRAND)
        .text(column.label, cx + 6, y + 6, { width: widths[i] - 12, lineBreak: false });
      cx += widths[i];
    });
    doc.y = y + 20;
  };
  drawHeader();
  for (const row of rows) {
    doc.font("Helvetica").fontSize(fontSize);
    const needed = Math.max(
      rowHeight,
      ...row.map((cell, i) => doc.heightOfString(cell, { width: widths[i] - 12 }) + 12),
    );
    if (doc.y + needed > bottomLimit(doc)) {
      doc.addPage();
      drawHeader();
    }
    const y = doc.y;
    let cx = x;
    row.forEach((cell, i) => {
      doc
        .font(i === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(fontSize)
        .fillColor(INK)
        .text(cell, cx + 6, y + 6, { width: widths[i] - 12, lineGap: 1 });
      cx += widths[i];
    });
    doc
      .moveTo(x, y + needed)
      .lineTo(x + contentWidth(doc), y + needed)
      .lineWidth(0.6)
      .strokeColor(BORDER)
      .stroke();
    cx = x;
    for (const width of widths.slice(0, -1)) {
      cx += width;
      doc
        .moveTo(cx, y)
        .lineTo(cx, y + needed)
        .lineWidth(0.6)
        .strokeColor(BORDER)
        .stroke();
    }
    doc.y = y + needed;
  }
  doc.x = x;
  doc.y += 10;
}

/** Numbered circles to mark a rating in: 1 to 5. */
function ratingCircles(doc, x, y) {
  for (let n = 1; n <= 5; n++) {
    const cx = x + (n - 1) * 22 + 8;
    doc
      .circle(cx, y + 8, 8)
      .lineWidth(0.8)
      .strokeColor(BRAND)
      .stroke();
    doc
      .font("Helvetica-Bold")
      .fontSize(8)
      .fillColor(BRAND)
      .text(String(n), cx - 8, y + 5, { width: 16, align: "center" });
  }
}

function checkbox(doc, label, x, y) {
  doc.roundedRect(x, y, 10, 10, 2).lineWidth(0.8).strokeColor(BRAND).stroke();
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(INK)
    .text(label, x + 16, y + 1, { lineBreak: false });
}

/** The footer of every page: the document's name and "Page n of m". */
function footers(doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const x = left(doc);
    const y = doc.page.height - 38;
    doc
      .moveTo(x, y - 8)
      .lineTo(x + contentWidth(doc), y - 8)
      .lineWidth(0.5)
      .strokeColor(BORDER)
      .stroke();
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(SUBTLE)
      .text(`Candor · ${doc.title}`, x, y, { width: contentWidth(doc), lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, x, y, {
      width: contentWidth(doc),
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

function save(doc, name) {
  footers(doc);
  const pages = doc.bufferedPageRange().count;
  const chunks = [];
  doc.on("data", (chunk) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("error", reject);
    doc.on("end", () => {
      const file = join(outDir, name);
      const bytes = Buffer.concat(chunks);
      writeFileSync(file, bytes);
      console.log(
        `${relative(root, file)}  ${pages} page(s), ${Math.round(bytes.length / 1024)} KB`,
      );
      resolve();
    });
    doc.end();
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Interview questions guide: a question bank by competency.

const COMPETENCIES = [
  {
    name: "Problem solving",
    looks: "Breaks a problem down, weighs options, uses evidence, learns from mistakes.",
    questions: [
      "Tell me about a difficult problem at work that had no obvious solution. How did you approach it?",
      "Describe a time you had to make a decision with incomplete information. What did you do?",
      "Walk me through a mistake you made: how you found it, how you fixed it, and what you changed afterwards.",
    ],
  },
  {
    name: "Collaboration",
    looks: "Shares information, resolves disagreement openly, helps others succeed.",
    questions: [
      "Tell me about a time you disagreed with a colleague about how to do something. How was it resolved?",
      "Describe a time you worked closely with someone whose style was very different from yours.",
      "Give an example of something you did to help a teammate or another team succeed.",
    ],
  },
  {
    name: "Communication",
    looks: "Adapts the message to the audience, is clear and concise, listens.",
    questions: [
      "Tell me about a time you had to explain something complex to someone without your background.",
      "Describe a time you had to deliver news that people did not want to hear.",
      "Give an example of feedback you received that changed the way you work.",
    ],
  },
  {
    name: "Ownership",
    looks: "Takes responsibility for results, follows through, acts without being asked.",
    questions: [
      "Tell me about a project you drove from start to finish. What was your part in the result?",
      "Describe a time you missed a deadline or a target. What happened, and what did you do next?",
      "Tell me about something you improved at work without being asked to.",
    ],
  },
  {
    name: "Adaptability",
    looks: "Stays effective when plans change, learns new skills quickly.",
    questions: [
      "Tell me about a time your priorities changed suddenly. How did you respond?",
      "Describe a time you had to learn a new skill or tool quickly to get a job done.",
      "Tell me about a plan of yours that did not work. How did you change course?",
    ],
  },
  {
    name: "Leadership and influence",
    looks: "Sets direction, persuades with reasons, gives honest feedback.",
    questions: [
      "Tell me about a time you persuaded people to support an idea when you had no authority over them.",
      "Describe a time you had to give someone difficult feedback. How did you prepare, and how did it go?",
      "Tell me about a decision you made that was unpopular. Why did you make it?",
    ],
  },
  {
    name: "Customer focus",
    looks: "Understands what customers need, balances their needs with the business.",
    questions: [
      "Tell me about a time you found out what a customer really needed, beyond what they first asked for.",
      "Describe a time you had to say no to a customer. How did you handle it?",
      "Give an example of a customer complaint you resolved. What did you learn from it?",
    ],
  },
];

const PROBES = [
  "What was your role, specifically?",
  "What did you do next?",
  "Why did you choose that approach?",
  "What was the result? How did you know?",
  "Who else was involved, and what did they do?",
  "Looking back, what would you do differently?",
];

async function questionsGuide() {
  const doc = createDocument(
    "Interview questions guide",
    "A question bank by competency, with follow-up probes, for structured interviews.",
  );
  header(
    doc,
    "Interview questions guide",
    "Behavioral questions ask about real past situations, because what someone has actually done is a better guide to what they will do than what they say they would do. Use this bank to build a structured interview: the same questions, in the same order, for every candidate for the role.",
  );

  section(doc, "How to use this guide");
  bullets(doc, [
    "Pick the three to five competencies that matter most for the role (see the position profile template).",
    "Choose one or two questions for each, and write them on the scorecard before the first interview.",
    "Ask every candidate the same questions in the same order, and use the probes below to get a complete answer: Situation, Task, Action, Result (STAR).",
    "Take notes on what the candidate said and did, not on your impression, and rate each answer right after it is given.",
  ]);

  for (const competency of COMPETENCIES) {
    ensureSpace(doc, 110);
    doc.moveDown(0.6);
    const x = left(doc);
    const y = doc.y;
    doc.rect(x, y, 3, 14).fill(BRAND);
    doc
      .font("Helvetica-Bold")
      .fontSize(11.5)
      .fillColor(INK)
      .text(competency.name, x + 10, y + 1);
    doc
      .font("Helvetica-Oblique")
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Look for: ${competency.looks}`, x + 10, doc.y + 2, { width: contentWidth(doc) - 10 });
    doc.y += 5;
    competency.questions.forEach((question, i) => {
      const qy = doc.y;
      doc
        .font("Helvetica-Bold")
        .fontSize(9.5)
        .fillColor(BRAND)
        .text(`${i + 1}.`, x + 10, qy, { width: 14 });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(INK)
        .text(question, x + 26, qy, { width: contentWidth(doc) - 26, lineGap: 1.5 });
      doc.y += 3;
    });
  }

  section(
    doc,
    "Follow-up probes",
    "Neutral probes fill the gaps in an answer without suggesting what you want to hear.",
  );
  const half = Math.ceil(PROBES.length / 2);
  const top = doc.y;
  const columnWidth = (contentWidth(doc) - 20) / 2;
  bullets(doc, PROBES.slice(0, half), { width: columnWidth });
  const end = doc.y;
  doc.y = top;
  bullets(doc, PROBES.slice(half), { x: left(doc) + columnWidth + 20, width: columnWidth });
  doc.y = Math.max(end, doc.y);

  section(doc, "Opening and closing");
  bullets(doc, [
    "Open: introduce yourself and your role, say how long the interview will take and how many questions you will ask, explain that you will take notes, and tell the candidate there will be time for their questions at the end.",
    "Close: leave the last five minutes for the candidate's questions, explain the next steps and when they will hear back, and thank them. Don't hint at the outcome before every interviewer has scored.",
  ]);

  section(doc, "Questions to avoid");
  bullets(doc, [
    "Anything about age, family or marital status, pregnancy, religion, national origin, health or disability, or other personal characteristics unrelated to the job. Ask only whether the candidate can do the job's essential tasks, and follow the employment law where you hire.",
    'Leading questions that signal the right answer ("You\'re a team player, right?").',
    "Brainteasers and trick questions: they predict little about performance and put candidates off.",
    'Hypotheticals in place of experience ("What would you do if..."): use them only where the candidate cannot have done the task before.',
  ]);

  await save(doc, "interview-questions-guide.pdf");
}

// ---------------------------------------------------------------------------------------------
// 2. Position profile template: a form to fill in before opening a position.

async function positionProfile() {
  const doc = createDocument(
    "Position profile template",
    "A form to define a position before interviewing: purpose, outcomes, competencies, requirements and the interview plan.",
  );
  header(
    doc,
    "Position profile",
    "Fill this in with the hiring manager before the position opens, and share it with everyone on the interview panel. A clear profile tells interviewers what to assess, and keeps every candidate measured against the same needs.",
  );

  section(doc, "1. Role basics");
  fields(
    doc,
    [
      "Position title",
      "Department or team",
      "Hiring manager",
      "Location (on site, hybrid or remote)",
      "Employment type and hours",
      "Salary range",
      "Target start date",
      "Reports to",
    ],
    { rowHeight: 34 },
  );

  section(doc, "2. Purpose of the role");
  writingBox(
    doc,
    58,
    "Why does this role exist? What problem will this person solve, and for whom? Two or three sentences.",
  );

  section(
    doc,
    "3. Key responsibilities",
    "The four to six things this person will spend most of their time on.",
  );
  table(
    doc,
    [
      { label: "#", width: 5 },
      { label: "Responsibility", width: 75 },
      { label: "Share of time", width: 20 },
    ],
    [1, 2, 3, 4, 5].map((n) => [String(n), "", "%"]),
    { rowHeight: 22 },
  );

  section(
    doc,
    "4. Requirements",
    "Keep must-haves to what is needed on day one: each extra one narrows the pool.",
  );
  table(
    doc,
    [
      { label: "Must have", width: 50 },
      { label: "Nice to have", width: 50 },
    ],
    [1, 2, 3, 4].map(() => ["", ""]),
    { rowHeight: 22 },
  );

  // The second page: what the panel needs to plan the interviews.
  doc.addPage();
  section(doc, "5. What success looks like", "Concrete outcomes the new hire should reach.");
  table(
    doc,
    [
      { label: "By", width: 18 },
      { label: "Outcomes", width: 82 },
    ],
    [["90 days"], ["6 months"], ["12 months"]].map((row) => [...row, ""]),
    { rowHeight: 32 },
  );

  section(
    doc,
    "6. Competencies to assess",
    "Three to five competencies. Give each one question and one interviewer, so nothing is assessed twice or missed (see the interview questions guide).",
  );
  table(
    doc,
    [
      { label: "Competency", width: 22 },
      { label: "Why it matters in this role", width: 34 },
      { label: "Interview question", width: 30 },
      { label: "Interviewer", width: 14 },
    ],
    [1, 2, 3, 4, 5].map(() => ["", "", "", ""]),
    { rowHeight: 34 },
  );

  section(doc, "7. Interview plan");
  table(
    doc,
    [
      { label: "Stage", width: 26 },
      { label: "Format and length", width: 28 },
      { label: "Interviewers", width: 26 },
      { label: "Competencies", width: 20 },
    ],
    [
      ["Screening call", "", "", ""],
      ["One-way video interview", "", "", ""],
      ["Structured panel interview", "", "", ""],
      ["Final conversation", "", "", ""],
    ],
    { rowHeight: 26 },
  );

  section(doc, "Sign-off");
  fields(doc, ["Approved by (hiring manager)", "Date", "Approved by (HR)", "Date"]);

  await save(doc, "position-profile-template.pdf");
}

// ---------------------------------------------------------------------------------------------
// 3. Interview scorecard template: criteria, a 1 to 5 scale with anchors, a recommendation.

const SCALE = [
  [
    "1",
    "Weak",
    "No relevant example, or an answer that is vague, off topic or contradicts the role's needs.",
  ],
  [
    "2",
    "Below expectations",
    "Some relevant evidence, but key parts are missing: the candidate's own actions or the result are unclear.",
  ],
  [
    "3",
    "Meets expectations",
    "A clear, relevant example with the candidate's own actions and a concrete result.",
  ],
  [
    "4",
    "Strong",
    "A detailed example with strong, measurable results and sound reasoning; reflects on what was learned.",
  ],
  [
    "5",
    "Exceptional",
    "Several or complex examples with significant impact; sets the standard others would learn from.",
  ],
];

const CRITERIA = [
  {
    name: "Problem solving",
    anchors: [
      "Jumps to a solution without understanding the problem.",
      "Breaks the problem down, weighs options, explains the choice.",
      "Uses evidence to test options; anticipates risks; improves the process afterwards.",
    ],
  },
  {
    name: "Collaboration",
    anchors: [
      "Works alone or blames others when things go wrong.",
      "Shares information, handles disagreement respectfully.",
      "Resolves conflict constructively and helps others succeed.",
    ],
  },
  {
    name: "Communication",
    anchors: [
      "Rambles or is unclear; does not answer the question asked.",
      "Clear and structured; adapts to the listener.",
      "Concise, precise and persuasive; checks understanding.",
    ],
  },
  {
    name: "Ownership",
    anchors: [
      "Describes what the team did, not their own part; deflects mistakes.",
      "Takes responsibility for their work and follows through.",
      "Acts without being asked, owns mistakes, and changes things for the better.",
    ],
  },
  {
    name: "Role-specific skill: ____________________",
    anchors: [
      "Lacks the basic knowledge the role needs.",
      "Applies the skill correctly to typical situations.",
      "Handles complex cases with expertise; could teach others.",
    ],
  },
];

function criterionBlock(doc, criterion) {
  const height = 124;
  ensureSpace(doc, height + 10);
  const x = left(doc);
  const width = contentWidth(doc);
  const y = doc.y;
  doc.roundedRect(x, y, width, height, 5).lineWidth(0.7).strokeColor(BORDER).stroke();
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(criterion.name, x + 10, y + 9, { width: width - 150 });
  doc
    .font("Helvetica")
    .fontSize(7.5)
    .fillColor(SUBTLE)
    .text("Rating", x + width - 148, y + 11, { lineBreak: false });
  ratingCircles(doc, x + width - 120, y + 6);

  const anchorWidth = (width - 20 - 16) / 3;
  criterion.anchors.forEach((anchor, i) => {
    const ax = x + 10 + i * (anchorWidth + 8);
    doc
      .font("Helvetica-Bold")
      .fontSize(7.5)
      .fillColor(BRAND)
      .text(["1 – Weak", "3 – Meets expectations", "5 – Exceptional"][i], ax, y + 30, {
        width: anchorWidth,
      });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(anchor, ax, y + 41, { width: anchorWidth, lineGap: 0.5 });
  });
  doc
    .font("Helvetica")
    .fontSize(8)
    .fillColor(SUBTLE)
    .text("Question asked and evidence (what the candidate said and did):", x + 10, y + 70);
  for (const offset of [96, 114]) {
    doc
      .moveTo(x + 10, y + offset)
      .lineTo(x + width - 10, y + offset)
      .lineWidth(0.5)
      .strokeColor(BORDER)
      .stroke();
  }
  doc.y = y + height + 10;
  doc.x = x;
}

async function scorecard() {
  const doc = createDocument(
    "Interview scorecard template",
    "A scorecard with criteria, a 1 to 5 rating scale with anchors, and a recommendation.",
  );
  header(
    doc,
    "Interview scorecard",
    "Rate each answer against the anchors right after it is given, and write down the evidence. Complete the scorecard on your own, before the debrief, so that every interviewer's view counts independently.",
  );
  fields(doc, ["Candidate", "Position", "Interviewer", "Date and interview stage"]);

  section(doc, "Rating scale");
  table(
    doc,
    [
      { label: "Score", width: 8 },
      { label: "Level", width: 20 },
      { label: "What the answer shows", width: 72 },
    ],
    SCALE,
    { rowHeight: 20, fontSize: 8.5 },
  );

  section(
    doc,
    "Criteria",
    "Circle one rating per criterion. Rate only what you heard: leave a criterion blank if the interview gave no evidence for it.",
  );
  for (const criterion of CRITERIA) criterionBlock(doc, criterion);

  section(doc, "Overall recommendation");
  ensureSpace(doc, 150);
  const x = left(doc);
  const y = doc.y;
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(SUBTLE)
    .text("Overall rating", x, y + 4, { lineBreak: false });
  ratingCircles(doc, x + 80, y);
  const options = ["Strong yes", "Yes", "No", "Strong no"];
  let cx = x + 210;
  for (const option of options) {
    checkbox(doc, option, cx, y + 3);
    cx += 16 + doc.font("Helvetica").fontSize(10).widthOfString(option) + 20;
  }
  doc.y = y + 28;
  writingBox(doc, 84, "Key evidence for your recommendation:");
  writingBox(
    doc,
    60,
    "Concerns or open questions for the next interviewer (with the evidence behind them):",
  );
  fields(doc, ["Interviewer's signature", "Date submitted"]);

  await save(doc, "interview-scorecard-template.pdf");
}

mkdirSync(outDir, { recursive: true });
await questionsGuide();
await positionProfile();
await scorecard();
