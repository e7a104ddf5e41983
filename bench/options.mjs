/**
 * A bench's command-line option: `--name value` or `--name=value`, else `fallback`.
 * (The benches' own arguments, after `node bench/run.mjs <bench>`.)
 */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0 && args[at + 1] !== undefined) return args[at + 1];
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}
