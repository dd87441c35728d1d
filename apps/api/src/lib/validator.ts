import { issueToFieldError } from '@jobs/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * Validates params, query and body with the contract's zod schema (as fastify-type-provider-zod's
 * compiler does) and gives each issue its stable code and params (`issueToFieldError` of the
 * contracts, the same the apps' forms use): the error handler puts them in `details`. The input
 * is read to tell a missing value (`required`) and is never put in the answer.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
        fieldError: issueToFieldError(issue),
      })),
    } as never;
  };
