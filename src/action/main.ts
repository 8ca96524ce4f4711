import { run } from './main-step.ts';

// Exit explicitly, with the code run() set, once stdout has flushed (pipes are asynchronous
// on macOS runners): a dangling keep-alive socket must not keep the job alive.
await run();
process.stdout.write('', () => process.exit());
