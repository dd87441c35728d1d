// npm run bench:applications [-- --applications 10000 --requests 400 --only embedded|postgres --port 3127]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './applications-bench-main.ts');
