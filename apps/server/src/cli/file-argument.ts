import { parseArgs } from 'node:util';

/**
 * The one FILE argument of `npm run backup` and `npm run restore`: the file, or the exit code
 * after printing the usage (0 for --help, 2 for a missing or extra argument).
 */
export function fileArgument(usage: string, missing: string): string | number {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) {
    console.error(file ? 'Give one FILE only.\n' : `${missing}\n`);
    console.error(usage);
    return 2;
  }
  return file;
}
