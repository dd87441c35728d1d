// npm run create-editor -- --email a@b.c --name "Ann" [--password ...]
import { runEntry } from './lib/run-entry';

await runEntry(import.meta.url, './lib/create-editor-cli.ts');
