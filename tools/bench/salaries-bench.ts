// npm run bench:salaries [-- --vacancies 100000 --requests 2000 --reuse --pg-database bench_salaries --port 3118]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './salaries-bench-main.ts');
