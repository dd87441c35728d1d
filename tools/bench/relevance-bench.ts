// npm run bench:relevance [-- --set tools/bench/relevance-set.json --dump]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './relevance-bench-main.ts');
