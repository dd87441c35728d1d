/**
 * `npm run bench:relevance`: search quality on the demo data set (the 600 vacancies the API seeds,
 * fixed seed) against a set of queries in Russian and English with the vacancies a person judged
 * relevant (`relevance-set.json`: by title; every demo vacancy with that title counts). Seeds the
 * demo data into a temporary embedded database, runs each query through the API's search
 * repository (relevance order) and prints per query and overall NDCG@10 (binary gains), recall@10
 * and recall (of the first 100 results). `--dump` prints the demo titles with their counts (for judging).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '@jobs/server-db';
import { seedDemo } from '@jobs/server-dataset';

const root = new URL('../..', import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: {
    set: { type: 'string', default: join(root, 'tools/bench/relevance-set.json') },
    dump: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

type Judged = { q: string; lang: 'ru' | 'en'; relevant: string[] };
type Repository = {
  search: (
    filters: { q?: string },
    sort: 'relevance',
    page: number,
    perPage: number,
  ) => Promise<{ items: Array<{ id: number; title: string }>; total: number }>;
};

/** NDCG@k with binary gains: DCG of the ranked list over the DCG of an ideal one. */
export const ndcgAt = (ranked: boolean[], relevantCount: number, k: number): number => {
  const dcg = ranked.slice(0, k).reduce((sum, hit, i) => sum + (hit ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevantCount); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
};

const main = async () => {
  const set = JSON.parse(readFileSync(flags.set as string, 'utf8')) as Judged[];
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-relevance-'));
  const handle = await connectDatabase({ DATA_DIR: dataDir });
  try {
    await seedDemo(handle.db, { logos: true });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const published = await rows<{ id: number; title: string }>(
      sql`select id, title from vacancies where status = 'published' order by id`,
    );
    if (flags.dump) {
      const counts = new Map<string, number>();
      for (const { title } of published) counts.set(title, (counts.get(title) ?? 0) + 1);
      for (const [title, n] of [...counts].sort(([a], [b]) => a.localeCompare(b))) console.log(`${n}\t${title}`);
      return;
    }
    const { createSearchEngine } = (await import(
      pathToFileURL(join(root, 'apps/api/src/modules/search/search-engine.ts')).href
    )) as { createSearchEngine: (db: Database) => unknown };
    const { createSearchService } = (await import(
      pathToFileURL(join(root, 'apps/api/src/modules/search/search.service.ts')).href
    )) as { createSearchService: (db: Database, engine: unknown) => Repository };
    const repo = createSearchService(handle.db, createSearchEngine(handle.db));
    const titles = new Set(published.map((row) => row.title));
    let ndcgSum = 0;
    let counted = 0;
    let recall10Sum = 0;
    let recallSum = 0;
    console.log(`relevance bench: ${set.length} queries on the demo data (${published.length} published vacancies)`);
    console.log('query                              NDCG@10  recall@10  recall  relevant');
    for (const judged of set) {
      // The demo data is drawn again when the generator changes: a judged title no demo vacancy has
      // any more is said and left out (it cannot be found), not a reason to stop.
      const unknown = judged.relevant.filter((title) => !titles.has(title));
      if (unknown.length > 0)
        console.log(`  "${judged.q}": no demo vacancy is titled ${unknown.join(', ')} (left out)`);
      const wanted = new Set(judged.relevant.filter((title) => titles.has(title)));
      const relevantIds = published.filter((row) => wanted.has(row.title)).length;
      if (relevantIds === 0) {
        console.log(`  "${judged.q}": none of its judged titles is in the demo data: not counted`);
        continue;
      }
      counted++;
      const page = await repo.search({ q: judged.q }, 'relevance', 1, 100);
      const hits = page.items.map((item) => wanted.has(item.title));
      const ndcg = ndcgAt(hits, relevantIds, 10);
      const recall10 = hits.slice(0, 10).filter(Boolean).length / Math.min(10, relevantIds);
      const recall = hits.filter(Boolean).length / relevantIds;
      ndcgSum += ndcg;
      recall10Sum += recall10;
      recallSum += recall;
      console.log(
        `${judged.q.padEnd(34)} ${ndcg.toFixed(3).padStart(7)} ${recall10.toFixed(3).padStart(10)} ${recall.toFixed(3).padStart(7)} ${String(relevantIds).padStart(9)}`,
      );
      if (flags.verbose)
        console.log(
          `    ${page.items
            .slice(0, 10)
            .map((item) => item.title)
            .join(' | ')}`,
        );
    }
    const n = counted;
    console.log(
      `\nALL (${n} queries)                   NDCG@10 ${(ndcgSum / n).toFixed(3)}  recall@10 ${(recall10Sum / n).toFixed(3)}  recall ${(recallSum / n).toFixed(3)}`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
