import type { Plugin } from "esbuild";

export type SourceEdit = { file: RegExp; replace: [string, string][]; append?: string };
export declare function applySourceEdit(edit: SourceEdit, source: string, path: string): string;
export declare function sourceEditsPlugin(edits: SourceEdit[]): Plugin;
