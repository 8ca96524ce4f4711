import { run } from './pre-step.ts';

// pre never fails the job: run() turns every failure into a warning, and the exit is
// explicit (code 0) so that a dangling keep-alive socket or retry timer cannot hold the
// job either. It waits for stdout to flush first: pipes are asynchronous on macOS runners.
await run();
process.stdout.write('', () => process.exit(0));
