// npm run bench:search [-- --vacancies 100000 --requests 600 --only embedded|postgres --reuse --writes 20 --port 3117]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './search-bench-main.ts');
