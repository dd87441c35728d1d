// npm run bench:risk — the risk rules' precision and recall on tools/bench/risk/labelled.txt.
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './risk-bench-main.ts');
