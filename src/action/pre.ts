import { run } from './pre-step.ts';

await run();
