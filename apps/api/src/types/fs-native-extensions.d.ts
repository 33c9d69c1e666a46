// The package ships no types; only what Candor uses is declared.
declare module "fs-native-extensions" {
  /** Takes a lock on `fd` (exclusive unless `shared`); false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
