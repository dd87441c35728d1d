import { z } from 'zod';
import { serializerCompiler } from '../serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' } as never) as (data: unknown) => string;

describe('response serializer', () => {
  it('answers an empty list with [] and still encodes and checks every other body', () => {
    const serialize = compile(z.array(z.object({ id: z.number(), at: z.date() })));
    expect(serialize([])).toBe('[]');
    expect(serialize([{ id: 1, at: new Date(5), extra: true }])).toBe('[{"id":1,"at":"1970-01-01T00:00:00.005Z"}]');
    expect(() => serialize([{ id: 'x' }])).toThrow();
    expect(() => serialize({})).toThrow();
  });

  it('does not answer [] for schemas that refuse or change an empty list', () => {
    expect(() => compile(z.array(z.number()).min(1))([])).toThrow();
    const counted = z.codec(z.object({ count: z.number() }), z.array(z.number()), {
      decode: ({ count }) => Array.from({ length: count }, () => 0),
      encode: (list) => ({ count: list.length }),
    });
    expect(compile(counted)([])).toBe('{"count":0}');
    expect(() => compile(z.object({ ok: z.literal(true) }))([])).toThrow();
  });
});
