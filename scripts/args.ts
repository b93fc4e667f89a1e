/** Tiny flag parser for the command-line tools: --name value, --flag. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      out[a.slice(2)] = next;
      i++;
    } else out[a.slice(2)] = true;
  }
  return out;
}

export function intArg(
  args: Record<string, string | true>,
  name: string,
  def: number,
  min: number,
  max: number,
): number {
  const v = args[name];
  if (v === undefined) return def;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be an integer from ${min} to ${max} (got ${String(v)})`);
    process.exit(2);
  }
  return n;
}
