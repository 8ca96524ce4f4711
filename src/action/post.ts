import { run } from './post-step.ts';

// run() only warns, whatever goes wrong. The exit is explicit, once stdout has flushed (pipes
// are asynchronous on macOS runners): a dangling keep-alive socket or retry timer must not
// keep the job alive.
await run();
process.stdout.write('', () => process.exit());
