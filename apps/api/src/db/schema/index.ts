// The one place drizzle-kit and the client learn every table from.
export * from "./app-settings";
export * from "./auth-tokens";
export * from "./candidates";
export * from "./content-library";
export * from "./demo-requests";
export * from "./email-templates";
export * from "./interviews";
export * from "./invoices";
export * from "./jobs";
export * from "./member-invitations";
export * from "./organizations";
export * from "./page-views";
export * from "./positions";
export * from "./subscriptions";
export * from "./training";
export * from "./training-progress";
export * from "./users";
