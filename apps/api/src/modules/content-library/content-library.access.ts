import type { Permission } from "@candor/shared/permissions";
import { z } from "zod";

/** The content library is built by admins and HR managers (SPEC §6 Content, decision 0009). */
const MANAGERS: readonly Permission[] = ["admin", "hr_manager"];
export const manageLibrary = { access: "member" as const, permissions: MANAGERS };
export const LibraryParamsSchema = z.object({ id: z.string().max(100) });
