// npm run dataset -- --vacancies 100000 --companies 2000 --seekers 5000 --seed 42 [--reset]
import { runEntry } from '../lib/run-entry';

await runEntry(import.meta.url, './generate-cli.ts');
