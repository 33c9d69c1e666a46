// The one place drizzle-kit and the client learn every table from.
export * from "./organizations";
export * from "./page-views";
export * from "./users";
