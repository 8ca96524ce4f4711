import { run } from './post-step.ts';

// Exit explicitly: a dangling keep-alive socket or retry timer must not keep the job alive.
await run().finally(() => process.exit());
