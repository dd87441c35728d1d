import { z } from 'zod';

/** The environment the TypeScript command-line tools (dataset, create-editor) read, checked by one schema; the .mjs launchers and benches read the few variables they need themselves. */
export const toolsEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Folder of the embedded database (PGlite) and of uploaded files, as for the API. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** When set, a PostgreSQL server is used instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** create-editor: the new editor's password when --password is not given (avoids shell history). */
  EDITOR_PASSWORD: z.string().optional(),
});

export type ToolsConfig = z.infer<typeof toolsEnvSchema>;

export class ToolsConfigError extends Error {
  override name = 'ToolsConfigError';
}

/** Reads and validates the environment; one readable message lists every bad variable. */
export const loadToolsConfig = (env: Record<string, string | undefined> = process.env): ToolsConfig => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = toolsEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ToolsConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
};

/** Whether the interactive terminal is there (for prompts and progress bars). */
export const isInteractive = (): boolean => Boolean(process.stdin.isTTY && process.stdout.isTTY);
