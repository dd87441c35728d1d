// npm run bench:resumes [-- --seekers 100000 --cold 1000 --only embedded|postgres --reuse --port 3118]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './resume-bench-main.ts');
