#!/usr/bin/env node
/**
 * `page-selector` command line: a thin dispatcher. Each command lives in its own module
 * and exports `run(argv): Promise<number>` returning the exit code.
 */
const USAGE = `usage: page-selector <command> [options]

commands:
  serve   run the reference Page-Selector service (see: page-selector serve --help)
  check   run the manifest check locally, as the Action's main step does (see: page-selector check --help)
`;

export async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return (await import('./serve.ts')).run(rest);
    case 'check':
      return (await import('./check.ts')).run(rest);
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(command ? `page-selector: unknown command "${command}"\n\n${USAGE}` : USAGE);
      return 2;
  }
}

process.exitCode = await run(process.argv.slice(2));
