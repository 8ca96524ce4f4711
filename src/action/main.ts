import { run } from './main-step.ts';

await run();
