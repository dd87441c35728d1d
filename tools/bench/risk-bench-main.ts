// The body of npm run bench:risk (risk-bench.ts): the risk rules' precision and recall (issue 27).
// Each line of tools/bench/risk/labelled.txt is a vacancy text or a chat message with the risk
// codes it should carry; the script runs the text rules on each and counts, per rule and over all
// rules, the codes found rightly (tp), wrongly (fp) and missed (fn). Exits 1 below the targets.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { RISK_CODES, type RiskCode } from '@jobs/contracts';

type RiskContext = { kind: 'vacancy' } | { kind: 'message'; early: boolean };
type RulesModule = {
  TEXT_RISK_CODES: RiskCode[];
  textRisks: (text: string, context: RiskContext) => RiskCode[];
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The API's own rule set, loaded by path (a tool may not import an app as a module).
const { TEXT_RISK_CODES, textRisks } = (await import(
  pathToFileURL(join(root, 'apps/api/src/modules/risk/risk-rules.ts')).href
)) as RulesModule;

export const PRECISION_TARGET = 0.95;
export const RECALL_TARGET = 0.8;

type Labelled = { line: number; context: RiskContext; labels: RiskCode[]; text: string };

export const readLabelled = (file: string): Labelled[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return [];
      const [kind, early, labels, ...rest] = line.split('|');
      const text = rest.join('|');
      const codes = labels === '-' ? [] : (labels ?? '').split(',');
      for (const code of codes)
        if (!(RISK_CODES as readonly string[]).includes(code))
          throw new Error(`line ${index + 1}: unknown code ${code}`);
      if ((kind !== 'v' && kind !== 'm') || text === '') throw new Error(`line ${index + 1}: malformed`);
      const context: RiskContext = kind === 'v' ? { kind: 'vacancy' } : { kind: 'message', early: early === '1' };
      return [{ line: index + 1, context, labels: codes as RiskCode[], text }];
    });

const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);
const fixed = (value: number): string => value.toFixed(3);

/** Runs the rules on one labelled file and prints its table; true when it meets the targets. */
const evaluate = (name: string, title: string): boolean => {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'risk', name);
  const set = readLabelled(file);
  const counts = new Map(TEXT_RISK_CODES.map((code) => [code, { tp: 0, fp: 0, fn: 0, n: 0 }]));
  const mistakes: string[] = [];
  for (const item of set) {
    const found = new Set(textRisks(item.text, item.context));
    for (const code of TEXT_RISK_CODES) {
      const count = counts.get(code) as { tp: number; fp: number; fn: number; n: number };
      const want = item.labels.includes(code);
      const got = found.has(code);
      if (want) count.n++;
      if (want && got) count.tp++;
      else if (got) {
        count.fp++;
        mistakes.push(`  fp ${code} (line ${item.line}): ${item.text}`);
      } else if (want) {
        count.fn++;
        mistakes.push(`  fn ${code} (line ${item.line}): ${item.text}`);
      }
    }
  }
  const harmless = set.filter((item) => item.labels.length === 0).length;
  console.log(
    `${title}: risk rules on ${set.length} texts of ${name} (${set.length - harmless} risky, ${harmless} harmless)\n`,
  );
  console.log('rule                  labelled   tp   fp   fn  precision  recall');
  const total = { tp: 0, fp: 0, fn: 0, n: 0 };
  for (const [code, count] of counts) {
    total.tp += count.tp;
    total.fp += count.fp;
    total.fn += count.fn;
    total.n += count.n;
    console.log(
      `${code.padEnd(22)}${String(count.n).padStart(8)}${String(count.tp).padStart(5)}${String(count.fp).padStart(5)}${String(count.fn).padStart(5)}${fixed(ratio(count.tp, count.tp + count.fp)).padStart(11)}${fixed(ratio(count.tp, count.tp + count.fn)).padStart(8)}`,
    );
  }
  const precision = ratio(total.tp, total.tp + total.fp);
  const recall = ratio(total.tp, total.tp + total.fn);
  console.log(
    `${'overall'.padEnd(22)}${String(total.n).padStart(8)}${String(total.tp).padStart(5)}${String(total.fp).padStart(5)}${String(total.fn).padStart(5)}${fixed(precision).padStart(11)}${fixed(recall).padStart(8)}`,
  );
  console.log(`\ntargets: precision >= ${PRECISION_TARGET}, recall >= ${RECALL_TARGET} overall`);
  if (mistakes.length > 0) console.log(`\nmistakes:\n${mistakes.join('\n')}`);
  const met = precision >= PRECISION_TARGET && recall >= RECALL_TARGET;
  console.log(met ? '\ntargets met\n' : '\nbelow target\n');
  return met;
};

// The set the rules were written against, then one written after them and never tuned on (the fairer figure).
const tuned = evaluate('labelled.txt', 'the labelled set');
const heldOut = evaluate('held-out.txt', 'the held-out set');
if (!tuned || !heldOut) process.exitCode = 1;
