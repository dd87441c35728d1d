import { connectDatabase, DatabaseLockedError, type DatabaseHandle } from '@jobs/server-db';
import type { ToolsConfig } from '../config';

/** Exit codes of the tools: 2 for a bad command line or input, 1 for anything that failed after. */
export const EXIT_USAGE = 2;
export const EXIT_FAILURE = 1;

export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILURE,
  ) {
    super(message);
  }
}

/** Prints the error without a stack trace (and without drizzle's multi-megabyte parameter dumps). */
export const reportError = (error: unknown): number => {
  if (error instanceof CliError) {
    process.stderr.write(`Error: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof DatabaseLockedError) {
    process.stderr.write(
      `Error: ${error.message}\nStop the API (npm start / nx serve api) first, or point DATABASE_URL at a PostgreSQL server.\n`,
    );
    return EXIT_FAILURE;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  process.stderr.write(`Error: ${message.slice(0, 2000)}\n`);
  return EXIT_FAILURE;
};

/** Opens the configured database (PGlite in DATA_DIR or DATABASE_URL) and applies migrations. */
export const openToolDatabase = async (config: ToolsConfig): Promise<DatabaseHandle> =>
  connectDatabase({ DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL, DATABASE_POOL_SIZE: 2 });

export const describeDatabase = (config: ToolsConfig): string =>
  config.DATABASE_URL ? `PostgreSQL (${redactUrl(config.DATABASE_URL)})` : `embedded PGlite in ${config.DATA_DIR}`;

const redactUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
};

export const formatNumber = (value: number): string => Math.round(value).toLocaleString('en-US');

/** Reads a line from the terminal without echoing it (for passwords). */
export const promptHidden = (question: string): Promise<string> =>
  new Promise((resolvePromise, reject) => {
    const input = process.stdin;
    const output = process.stdout;
    if (!input.isTTY) {
      reject(new CliError('Not a terminal: cannot prompt for a password', EXIT_USAGE));
      return;
    }
    output.write(question);
    let value = '';
    const wasRaw = input.isRaw;
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const finish = (error?: Error) => {
      input.setRawMode(wasRaw);
      input.pause();
      input.removeListener('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolvePromise(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new CliError('Cancelled', 130));
        if (char === '\u0004') return finish();
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    input.on('data', onData);
  });
