export type MoveArgs = { to: string; filesToS3: boolean };

export const MOVE_USAGE = "Usage: npm run db:move -- --to postgres://user@host:5432/empty_database [--files-to-s3]";

/** `--to <url>` (or `--to=<url>`) and `--files-to-s3`; anything else is refused with the usage line. */
export function parseMoveArgs(argv: string[]): MoveArgs {
  let to: string | undefined;
  let filesToS3 = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--files-to-s3") filesToS3 = true;
    else if (arg === "--to") to = argv[++i];
    else if (arg.startsWith("--to=")) to = arg.slice("--to=".length);
    else throw new Error(`Unknown argument ${arg}.\n${MOVE_USAGE}`);
  }
  if (!to || !/^postgres(ql)?:\/\//.test(to)) throw new Error(`--to needs a postgres:// connection string.\n${MOVE_USAGE}`);
  return { to, filesToS3 };
}
