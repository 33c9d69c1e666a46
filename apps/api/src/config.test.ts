import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives the embedded defaults of DESIGN §5 with no environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      appDomain: "localhost",
      dataDir: path.resolve(".data"),
      databaseUrl: undefined,
      seedDemo: true,
      logLevel: "info",
      flags: { languageSwitcher: true, quickWatch: false, productTours: true },
    });
  });

  it("turns the demo seed off by default on a PostgreSQL server, on when asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://db/candor" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://db/candor", SEED_DEMO: "true" }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ SEED_DEMO: "false" }).seedDemo).toBe(false);
  });

  it("reads flags and object storage settings", () => {
    const config = loadConfig({
      QUICK_WATCH: "1",
      LANGUAGE_SWITCHER: "off",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_BUCKET: "candor",
    });
    expect(config.flags).toEqual({ languageSwitcher: false, quickWatch: true, productTours: true });
    expect(config.s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      bucket: "candor",
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "candor",
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      endpoint: undefined,
      bucket: "candor",
      region: "eu-west-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("refuses S3 settings without a bucket, half credentials or a bad endpoint", () => {
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: "candor", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: "candor", S3_ENDPOINT: "not a url" })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ S3_BUCKET: "candor", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });

  it("sends demo requests to SALES_EMAIL, sales@candor.localhost by default", () => {
    expect(loadConfig({}).salesEmail).toBe("sales@candor.localhost");
    expect(loadConfig({ SALES_EMAIL: "deals@example.com" }).salesEmail).toBe("deals@example.com");
    expect(() => loadConfig({ SALES_EMAIL: "not an address" })).toThrow(/SALES_EMAIL/);
  });

  it("stops the start with a clear message on a bad value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});
