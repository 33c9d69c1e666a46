import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import {
  bearer,
  DEMO_PASSWORD,
  DEMO_SUBDOMAIN,
  demoUsers,
  expectOk,
  logIn,
  type SignedInUser,
  uniqueId,
} from "../fixtures/accounts";
import { t } from "../fixtures/locales";
import { journeyExpect as expect, test } from "../fixtures/test";

/*
 * Captions on a welcome video (issue 17, accessibility): an HR manager of the seeded `demo`
 * organization sets a welcome video with its WebVTT captions, and the candidate's public page of
 * the interview plays it with the captions showing by default, under the app's real content
 * security policy (no bypass here: the track must load from our own origin).
 */

const WEBM = readFileSync(
  path.resolve(import.meta.dirname, "../../apps/web/public/media/training/avoiding-bias.webm"),
);
const VTT = Buffer.from("WEBVTT\n\n00:00.000 --> 00:05.000\nWelcome to the team's interview.\n");
const TUS = { "tus-resumable": "1.0.0" };
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** A finished tus upload of `bytes` for `purpose`, as the web app sends one: its id. */
async function upload(
  request: APIRequestContext,
  user: SignedInUser,
  bytes: Buffer,
  metadata: { purpose: string; filetype: string },
) {
  const created = await request.post("/v1/uploads", {
    headers: {
      ...bearer(user.token),
      ...TUS,
      "upload-length": String(bytes.length),
      "upload-metadata": `filetype ${base64(metadata.filetype)},purpose ${base64(metadata.purpose)}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = created.headers().location ?? "";
  const patched = await request.patch(location, {
    headers: {
      ...bearer(user.token),
      ...TUS,
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
    },
    data: bytes,
  });
  expect(patched.status()).toBe(204);
  return location.split("/").at(-1) ?? "";
}

test("a welcome video's captions show by default on the candidate's page", async ({
  page,
  request,
  origins,
  consoleErrors,
}) => {
  const hr = await logIn(request, demoUsers.hrManager, DEMO_PASSWORD);
  const position = await request.post("/v1/positions", {
    headers: bearer(hr.token),
    data: { title: `Captioned role ${uniqueId()}`, status: "open" },
  });
  await expectOk(position, "POST /v1/positions");
  const positionId = ((await position.json()) as { data: { id: string } }).data.id;

  const created = await request.post("/v1/prerecorded_interviews", {
    headers: bearer(hr.token),
    data: {
      position_id: positionId,
      title: "Captioned screening",
      welcome_video_upload_id: await upload(request, hr, WEBM, {
        purpose: "welcome_video",
        filetype: "video/webm",
      }),
      welcome_captions_upload_id: await upload(request, hr, VTT, {
        purpose: "captions",
        filetype: "text/vtt",
      }),
      questions: [
        {
          text: "What would you improve first?",
          think_time_seconds: 30,
          answer_time_seconds: 60,
          retakes_allowed: 1,
        },
      ],
    },
  });
  await expectOk(created, "POST /v1/prerecorded_interviews");
  const { public_uuid: publicUuid } = (
    (await created.json()) as { data: { attributes: { public_uuid: string } } }
  ).data.attributes;

  await test.step("the candidate's public page plays the welcome with captions showing", async () => {
    const demo = origins.organization(DEMO_SUBDOMAIN);
    await page.goto(`${demo}/interview/${publicUuid}`);
    const welcome = page.getByRole("region", { name: t("candidateInterviews.session.welcome") });
    const track = welcome.locator("video track[default]");
    await expect(track).toHaveAttribute("kind", "captions");
    await expect(track).toHaveAttribute("label", t("captions.trackLabel"));
    // The default track is chosen and shown, and its file (served as text/vtt) loads: 2 = LOADED.
    await expect
      .poll(() =>
        welcome
          .locator("video")
          .evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode ?? "none"),
      )
      .toBe("showing");
    await expect
      .poll(() => track.evaluate((element: HTMLTrackElement) => element.readyState))
      .toBe(2);
    const cue = await track.evaluate(
      (element: HTMLTrackElement) => (element.track.cues?.[0] as VTTCue | undefined)?.text ?? null,
    );
    expect(cue).toBe("Welcome to the team's interview.");
  });

  expect(consoleErrors).toEqual([]);
});
