import { parseArgs } from 'node:util';
import { isInteractive, loadToolsConfig, ToolsConfigError, type ToolsConfig } from '../config';
import { CliError, describeDatabase, EXIT_USAGE, openToolDatabase, promptHidden, reportError } from './cli';
import { createEditor, CreateEditorError } from './create-editor';

const USAGE = `Usage: npm run create-editor -- --email <e-mail> --name <name> [--password <password>] [--locale ru|en]

Creates a vacancy-editor account in the database (PGlite in DATA_DIR, default ./data, or DATABASE_URL).
Without --password the password is read from EDITOR_PASSWORD, or asked for (hidden) in a terminal.
Passwords: 8 to 128 characters, and not one of the most common ones.`;

type Flags = { email: string; name: string; password?: string; locale?: string };

const parseFlags = (argv: string[]): Flags | 'help' => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        locale: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, EXIT_USAGE);
  }
  if (values['help']) return 'help';
  const missing = ['email', 'name'].filter((flag) => typeof values[flag] !== 'string');
  if (missing.length > 0)
    throw new CliError(`Missing ${missing.map((flag) => `--${flag}`).join(' and ')}\n\n${USAGE}`, EXIT_USAGE);
  return values as Flags;
};

const readPassword = async (flags: Flags, config: ToolsConfig): Promise<string> => {
  if (flags.password !== undefined) return flags.password;
  if (config.EDITOR_PASSWORD !== undefined) return config.EDITOR_PASSWORD;
  if (!isInteractive())
    throw new CliError(
      'No password: pass --password, set EDITOR_PASSWORD, or run in a terminal to be asked.',
      EXIT_USAGE,
    );
  const first = await promptHidden('Password for the new editor: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new CliError('The passwords do not match.', EXIT_USAGE);
  return first;
};

const main = async (): Promise<number> => {
  try {
    const flags = parseFlags(process.argv.slice(2));
    if (flags === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const config = loadToolsConfig();
    const password = await readPassword(flags, config);
    const handle = await openToolDatabase(config);
    try {
      const editor = await createEditor(handle.db, {
        email: flags.email,
        name: flags.name,
        password,
        locale: flags.locale as 'ru' | 'en' | undefined,
      });
      process.stdout.write(
        `Created editor #${editor.id} ${editor.name} <${editor.email}> in ${describeDatabase(config)}.\n`,
      );
      process.stdout.write('They sign in at the admin app: /edit-vacancies-list/login\n');
      return 0;
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof ToolsConfigError) {
      process.stderr.write(`${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof CreateEditorError) {
      const detail =
        error.code === 'VALIDATION_FAILED'
          ? Object.entries(error.details)
              .map(([field, message]) => `\n  --${field}: ${message}`)
              .join('')
          : '';
      process.stderr.write(
        `Error (${error.code === 'CONFLICT' ? '409 conflict' : 'invalid input'}): ${error.code === 'CONFLICT' ? error.message : 'the editor was not created'}${detail}\n`,
      );
      return error.code === 'CONFLICT' ? 1 : EXIT_USAGE;
    }
    return reportError(error);
  }
};

process.exitCode = await main();
