// node-postgres's result class (exported as `pg/lib/*`, undeclared by @types/pg): only what
// db/pg-array-results.ts uses is declared.
declare module "pg/lib/result.js" {
  import type { PgResultClass } from "../db/pg-array-results";

  const Result: PgResultClass & (new (rowMode?: string, types?: unknown) => object);
  export default Result;
}
