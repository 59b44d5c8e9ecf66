/** Reads `--name value` and `--name=value` pairs; a flag given without a value reads as 'true'. */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) out[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[name] = argv[++i];
    else out[name] = 'true';
  }
  return out;
}

export function portArg(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a number from 0 to 65535, not "${value}"`);
  return port;
}
