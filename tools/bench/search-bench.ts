// npm run bench:search [-- --vacancies 100000 --requests 600 --only embedded|postgres --reuse]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './search-bench-main.ts');
