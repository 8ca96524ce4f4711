/**
 * `npm run bench`: every accuracy and speed figure beside its target, then a one-line summary.
 * Sections run one after another so they do not compete for the two cores.
 * `npm run bench -- engine-speed accuracy` runs only the named sections.
 */
import { printSection, type Section } from './report.ts';

type SectionModule = { run(): Promise<Section[]> };

/** Section name -> module. Each module exports `run(): Promise<Section[]>`. */
const SECTIONS: Record<string, () => Promise<SectionModule>> = {
  'engine-speed': () => import('./engine-speed.ts'),
  accname: () => import('./accname.ts'),
  'predict-speed': () => import('./predict-speed.ts'),
  accuracy: () => import('./accuracy.ts'),
  reidentify: () => import('./reidentify.ts'),
  http: () => import('./http.ts'),
  action: () => import('./action.ts'),
};

async function main(): Promise<number> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = wanted.length ? wanted : Object.keys(SECTIONS);
  const all: Section[] = [];
  for (const name of names) {
    const load = SECTIONS[name];
    if (!load) {
      console.error(`unknown bench section "${name}"; known: ${Object.keys(SECTIONS).join(', ')}`);
      return 2;
    }
    let sections: Section[];
    try {
      sections = await (await load()).run();
    } catch (error) {
      console.error(`bench section ${name} failed: ${error instanceof Error ? error.stack : String(error)}`);
      sections = [{ title: name, figures: [{ metric: 'section ran', value: 0, unit: '', target: 'runs', pass: false }] }];
    }
    for (const s of sections) printSection(s);
    all.push(...sections);
  }
  const judged = all.flatMap((s) => s.figures).filter((f) => f.pass !== undefined);
  const missed = judged.filter((f) => !f.pass);
  console.log(`\nbench summary: ${judged.length - missed.length}/${judged.length} targets met${missed.length ? `; missed: ${missed.map((f) => f.metric).join(', ')}` : ''}`);
  return 0;
}

process.exitCode = await main();
