import type { SourceEdit } from "./source-edits.mjs";

export declare const REMEMBERING_IS: string;
export declare const drizzleRememberedIs: SourceEdit;
