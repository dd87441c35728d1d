import { SingleBar } from 'cli-progress';
import { ensureDemoAccounts, generateDataset, resetDataset, type DatasetPhase } from '@jobs/server-dataset';
import { isInteractive, loadToolsConfig, ToolsConfigError, type ToolsConfig } from '../config';
import { describeDatabase, EXIT_USAGE, formatNumber, openToolDatabase, reportError } from '../lib/cli';
import { DATASET_USAGE, parseDatasetArgs, type DatasetArgs } from './args';

const PHASE_LABEL: Record<DatasetPhase, string> = {
  categories: 'categories',
  companies: 'companies ',
  seekers: 'seekers   ',
  vacancies: 'vacancies ',
};

const progressReporter = () => {
  if (!isInteractive()) {
    // Logs and CI: one line per phase instead of a bar redrawn in place.
    let phase: DatasetPhase | undefined;
    return {
      update: (done: number, total: number, next: DatasetPhase) => {
        if (next !== phase) process.stdout.write(`  ${next}... (${formatNumber(done)}/${formatNumber(total)} rows)\n`);
        phase = next;
      },
      stop: () => undefined,
    };
  }
  const bar = new SingleBar({
    format: '  {phase} [{bar}] {percentage}% | {value}/{total} rows | {speed} rows/s | ETA {eta_formatted}',
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    etaBuffer: 50,
  });
  const started = performance.now();
  let running = false;
  return {
    update: (done: number, total: number, phase: DatasetPhase) => {
      const seconds = (performance.now() - started) / 1000;
      const payload = { phase: PHASE_LABEL[phase], speed: seconds > 0 ? formatNumber(done / seconds) : '-' };
      if (!running) {
        bar.start(total, done, payload);
        running = true;
      } else {
        bar.update(done, payload);
      }
    },
    stop: () => {
      if (running) bar.stop();
    },
  };
};

const run = async (args: DatasetArgs, config: ToolsConfig): Promise<void> => {
  process.stdout.write(`Database: ${describeDatabase(config)}\n`);
  const handle = await openToolDatabase(config);
  // Ctrl-C: close the database cleanly (PGlite flushes and releases its lock) before leaving.
  const onSignal = () => {
    process.stdout.write('\nInterrupted: closing the database...\n');
    void handle.close().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (args.reset) {
      process.stdout.write('Resetting: deleting vacancies, seeker profiles, users, companies and categories...\n');
      const started = performance.now();
      await resetDataset(handle.db);
      process.stdout.write(`Reset in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    }
    process.stdout.write(
      `Generating ${formatNumber(args.vacancies)} vacancies` +
        `${args.companies === undefined ? '' : `, ${formatNumber(args.companies)} companies`}` +
        `${args.seekers === undefined ? '' : `, ${formatNumber(args.seekers)} seekers`} (seed ${args.seed})\n`,
    );
    const progress = progressReporter();
    let result;
    try {
      result = await generateDataset(handle.db, {
        vacancies: args.vacancies,
        companies: args.companies,
        seekers: args.seekers,
        seed: args.seed,
        batchSize: args.batchSize,
        logos: true,
        onProgress: progress.update,
      });
    } finally {
      progress.stop();
    }
    const seconds = result.elapsedMs / 1000;
    // A seeker is two rows: the account and the resume.
    const rows = result.categories + result.companies + result.seekers * 2 + result.vacancies;
    process.stdout.write(
      `\nCreated ${formatNumber(result.vacancies)} vacancies, ${formatNumber(result.companies)} companies, ` +
        `${formatNumber(result.seekers)} seekers with resumes, ${result.categories} categories ` +
        `in ${seconds.toFixed(1)} s: ${formatNumber(rows / seconds)} rows/s (${formatNumber(result.vacancies / seconds)} vacancies/s).\n`,
    );
    if (result.seekerNumbers) {
      process.stdout.write(
        `Seekers: seeker${result.seekerNumbers.first}@example.com … seeker${result.seekerNumbers.last}@example.com, password "demo-password".\n`,
      );
    }
    if (args.demoAccounts && config.NODE_ENV !== 'production') {
      const accounts = await ensureDemoAccounts(handle.db, { logos: true, seed: args.seed });
      process.stdout.write(
        `Demo accounts: ${accounts.map((account) => `${account.role} ${account.email}`).join(', ')} (password "${accounts[0]?.password}").\n`,
      );
    }
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await handle.close();
  }
};

const main = async (): Promise<number> => {
  const parsed = parseDatasetArgs(process.argv.slice(2));
  if (parsed.kind === 'help') {
    process.stdout.write(`${DATASET_USAGE}\n`);
    return 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`Error: ${parsed.message}\n\n${DATASET_USAGE}\n`);
    return EXIT_USAGE;
  }
  let config: ToolsConfig;
  try {
    config = loadToolsConfig();
  } catch (error) {
    if (error instanceof ToolsConfigError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  try {
    await run(parsed.args, config);
    return 0;
  } catch (error) {
    return reportError(error);
  }
};

process.exitCode = await main();
