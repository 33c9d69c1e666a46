import type { Plugin } from "esbuild";

export declare const REMEMBERING_IS: string;
export declare function rememberIsAnswers(source: string): string;
export declare const drizzleRememberedIs: Plugin;
