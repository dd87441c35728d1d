import { errorEnvelopeSchema, type RouteContract } from '@jobs/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

// Contract fields are optional (`body?: B`): strip the `undefined` that adds before inferring.
type Out<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

/** A request whose params, query and body are what the contract's schemas produced. */
export type ContractRequest<C extends RouteContract> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<C['params']>;
  query: Out<C['query']>;
  body: Out<C['body']>;
};

export type ContractHandler<C extends RouteContract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<z.output<C['response']>>;

export type RouteExtras = {
  /** Runs after authentication (rate limits, Origin checks). */
  preHandler?: preHandlerAsyncHookHandler[];
  bodyLimit?: number;
};

/**
 * Registers a route from its contract: method, path, zod schemas for params, query, body and the
 * response (validated on the way out), the roles allowed, the success status, and the OpenAPI
 * summary and tags. Error responses are documented with the envelope.
 */
export const registerRoute = <C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  extras: RouteExtras = {},
): void => {
  const status = contract.status ?? 200;
  const schema: FastifySchema & Record<string, unknown> = {
    summary: contract.summary,
    tags: contract.tags,
    response: { [status]: contract.response, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
  };
  if (contract.params) schema.params = contract.params;
  if (contract.query) schema.querystring = contract.query;
  if (contract.body) schema.body = contract.body;
  // Authentication runs first (onRequest: before the body is even read or parsed, before any
  // validation), so an anonymous caller or one of another role learns nothing about the route's
  // input rules and costs no parsing.
  const onRequest: onRequestHookHandler[] = [];
  if (contract.auth !== 'public') {
    schema['security'] = [{ bearerAuth: [] }];
    onRequest.push(app.authenticate(contract.auth));
  }
  const preHandler: Array<preHandlerHookHandler | preHandlerAsyncHookHandler> = [...(extras.preHandler ?? [])];
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    onRequest,
    preHandler,
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    // The contract's status is set before the handler runs (an error still gets its own); the
    // handler's promise is the route's answer.
    handler: (request, reply) => {
      if (status !== 200) reply.code(status);
      return handler(request as unknown as ContractRequest<C>, reply);
    },
  });
};

/** The signed-in user of an authenticated route (its preHandler already refused anonymous calls). */
export const currentUser = (request: Pick<FastifyRequest, 'user'>) => {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
};
