import { execFile } from "node:child_process";
import { constants, createWriteStream } from "node:fs";
import { access, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { type FileStorage, isStorageKey } from "../storage/storage";

const run = promisify(execFile);

/** An audio-only rendition of a recorded answer: where it is stored and what it holds. */
export type AudioRendition = { key: string; contentType: string };

/**
 * The audio-only rendition's key and type for a video: next to it, `<name>.audio.webm` (Opus
 * from MediaRecorder's WebM) or `<name>.audio.m4a` (AAC from an MP4). Undefined when the derived
 * key would not be a valid storage key.
 */
export function audioRenditionOf(videoKey: string, videoContentType: string | null) {
  const isMp4 = (videoContentType ?? "").includes("mp4") || videoKey.endsWith(".mp4");
  const extension = isMp4 ? "m4a" : "webm";
  const key = `${videoKey.replace(/\.[A-Za-z0-9]+$/, "")}.audio.${extension}`;
  if (!isStorageKey(key)) return undefined;
  return { key, contentType: isMp4 ? "audio/mp4" : "audio/webm" } satisfies AudioRendition;
}

/** Every rendition key a video may have (either type): deleted with the video. */
export function audioRenditionKeys(videoKey: string): string[] {
  return [audioRenditionOf(videoKey, "video/webm"), audioRenditionOf(videoKey, "video/mp4")]
    .flatMap((rendition) => (rendition ? [rendition.key] : []))
    .filter((key) => key !== videoKey);
}

export type AudioRenditionsDeps = {
  storage: FileStorage;
  /** FFMPEG_PATH; when it is not an executable, no rendition is made. */
  ffmpegPath: string;
  log?: { warn: (object: object, message: string) => void };
};

/**
 * Blind first pass (issue 16, decision 0045): answers are served as audio only, a rendition
 * ffmpeg makes without re-encoding (`-vn -c:a copy`), lazily on the first blind request, and
 * stored in the file store next to the video. Without ffmpeg nothing is made: the caller says
 * "audio unavailable" rather than sending the video.
 */
export function createAudioRenditions({ storage, ffmpegPath, log }: AudioRenditionsDeps) {
  const inFlight = new Map<string, Promise<AudioRendition | undefined>>();
  let hasFfmpeg: Promise<boolean> | undefined;

  function ffmpegAvailable() {
    hasFfmpeg ??= access(ffmpegPath, constants.X_OK).then(
      () => true,
      () => false,
    );
    return hasFfmpeg;
  }

  async function exists(key: string) {
    const file = await storage.get(key, { range: () => ({ start: 0, end: 0 }) });
    if (!file) return false;
    file.stream.destroy();
    return true;
  }

  async function make(videoKey: string, rendition: AudioRendition) {
    if (await exists(rendition.key)) return rendition;
    if (!(await ffmpegAvailable())) return undefined;
    const video = await storage.get(videoKey);
    if (!video) return undefined;
    const dir = await mkdtemp(path.join(tmpdir(), "candor-audio-"));
    try {
      const input = path.join(dir, `input${path.extname(videoKey) || ".webm"}`);
      const output = path.join(dir, `output${path.extname(rendition.key)}`);
      await pipeline(video.stream, createWriteStream(input));
      await run(
        ffmpegPath,
        ["-nostdin", "-v", "error", "-y", "-i", input, "-vn", "-c:a", "copy", output],
        {
          timeout: 60_000,
        },
      );
      await storage.put(rendition.key, await readFile(output), {
        contentType: rendition.contentType,
      });
      return rendition;
    } catch (error) {
      log?.warn({ err: error, videoKey }, "audio-only rendition failed");
      return undefined;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    /** The answer's audio-only rendition, made now if needed; undefined when none can be. */
    async audioOf(
      videoKey: string,
      videoContentType: string | null,
    ): Promise<AudioRendition | undefined> {
      const rendition = audioRenditionOf(videoKey, videoContentType);
      if (!rendition) return undefined;
      const pending = inFlight.get(rendition.key);
      if (pending) return pending;
      const made = make(videoKey, rendition).finally(() => inFlight.delete(rendition.key));
      inFlight.set(rendition.key, made);
      return made;
    },
  };
}

export type AudioRenditions = ReturnType<typeof createAudioRenditions>;
