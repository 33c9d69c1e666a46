// One part of a language's strings, built by locale-parts-plugin.ts.
declare module "virtual:locale/*" {
  const strings: Record<string, unknown>;
  export default strings;
}
