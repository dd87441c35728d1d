import { parseArgs } from 'node:util';
import { z } from 'zod';

export const DATASET_USAGE = `Usage: npm run dataset -- [options]

Fills the database (PGlite in DATA_DIR, default ./data, or DATABASE_URL) with a realistic
Russian and English data set. Stop the API first when it uses the same PGlite folder.

Options:
  --vacancies <n>     vacancies to create (default 1000)
  --companies <n>     companies (default: one per 50 vacancies)
  --seekers <n>       job seekers with resumes, seeker<n>@example.com (default: one per 20 vacancies)
  --seed <n>          random seed: the same seed gives the same data (default 42)
  --reset             empty the generated tables (all accounts too) before generating
  --no-demo-accounts  do not (re)create the demo accounts (never created when NODE_ENV=production)
  --batch-size <n>    rows per INSERT (default 2000)
  -h, --help          show this help

Example: npm run dataset -- --vacancies 100000 --companies 2000 --seekers 5000 --seed 42 --reset`;

const count = (name: string, max: number) =>
  z.coerce
    .number({ message: `--${name} must be a number` })
    .int(`--${name} must be a whole number`)
    .min(0, `--${name} cannot be negative`)
    .max(max, `--${name} is at most ${max.toLocaleString('en-US')}`);

const datasetArgsSchema = z
  .object({
    vacancies: count('vacancies', 5_000_000).default(1000),
    companies: count('companies', 1_000_000).optional(),
    seekers: count('seekers', 2_000_000).optional(),
    seed: count('seed', 4_294_967_295).default(42),
    batchSize: count('batch-size', 20_000).min(1, '--batch-size must be at least 1').default(2000),
    reset: z.boolean().default(false),
    demoAccounts: z.boolean().default(true),
  })
  .refine((args) => args.vacancies === 0 || args.companies !== 0, {
    message: '--companies must be at least 1 when there are vacancies',
    path: ['companies'],
  });

export type DatasetArgs = z.infer<typeof datasetArgsSchema>;

export type ParsedDatasetArgs =
  | { kind: 'help' }
  | { kind: 'run'; args: DatasetArgs }
  | { kind: 'error'; message: string };

/** Parses and validates the command line; never throws, never exits. */
export const parseDatasetArgs = (argv: readonly string[]): ParsedDatasetArgs => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      allowNegative: true,
      options: {
        vacancies: { type: 'string' },
        companies: { type: 'string' },
        seekers: { type: 'string' },
        seed: { type: 'string' },
        'batch-size': { type: 'string' },
        reset: { type: 'boolean' },
        'demo-accounts': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values['help']) return { kind: 'help' };
  const result = datasetArgsSchema.safeParse({
    vacancies: values['vacancies'],
    companies: values['companies'],
    seekers: values['seekers'],
    seed: values['seed'],
    batchSize: values['batch-size'],
    reset: values['reset'],
    demoAccounts: values['demo-accounts'],
  });
  if (!result.success) return { kind: 'error', message: result.error.issues.map((issue) => issue.message).join('\n') };
  return { kind: 'run', args: result.data };
};
