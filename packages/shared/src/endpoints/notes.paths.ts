import type { EndpointPath } from "./endpoint-call";

/*
 * The method and path of the notes calls a curriculum page's notes panel makes. notes.ts spreads
 * each into its entry; schema-free, so the curriculum page loads no zod (docs/decisions/0049).
 */
export const notesPaths = {
  createNote: { operationId: "createNote", method: "POST", path: "/notes" },
  updateNote: { operationId: "updateNote", method: "PUT", path: "/notes/:noteId" },
  deleteNote: { operationId: "deleteNote", method: "DELETE", path: "/notes/:noteId" },
} as const satisfies Record<string, EndpointPath>;
