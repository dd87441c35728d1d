// npm run bench:search [-- --vacancies 100000 --requests 600 --cold 1200 --only embedded|postgres --reuse --pg-database search_bench --writes 20 --port 3117 --api dist/apps/api/main.mjs]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './search-bench-main.ts');
