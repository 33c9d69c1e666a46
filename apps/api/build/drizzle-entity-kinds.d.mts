import type { Plugin } from "esbuild";

export declare const REMEMBERING_IS: string;
export declare function rememberEntityKinds(source: string): string;
export declare const drizzleEntityKinds: Plugin;
