import { describe, expect, it } from 'vitest';
import { parseDatasetArgs } from '../args';

describe('parseDatasetArgs', () => {
  it('reads every flag when all are given', () => {
    expect(
      parseDatasetArgs([
        '--vacancies',
        '100000',
        '--companies',
        '2000',
        '--seekers',
        '5000',
        '--seed',
        '7',
        '--reset',
        '--batch-size',
        '5000',
        '--no-demo-accounts',
      ]),
    ).toEqual({
      kind: 'run',
      args: {
        vacancies: 100000,
        companies: 2000,
        seekers: 5000,
        seed: 7,
        reset: true,
        batchSize: 5000,
        demoAccounts: false,
      },
    });
  });

  it('uses the defaults when no flag is given', () => {
    expect(parseDatasetArgs([])).toEqual({
      kind: 'run',
      args: { vacancies: 1000, seed: 42, reset: false, batchSize: 2000, demoAccounts: true },
    });
  });

  it('asks for help when given -h', () => {
    expect(parseDatasetArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([
    [['--vacancies', 'many'], /--vacancies must be a number/],
    [['--vacancies=-5'], /cannot be negative/],
    [['--seekers', '1.5'], /whole number/],
    [['--vacancies', '10', '--companies', '0'], /--companies must be at least 1/],
    [['--vacancies', '99999999'], /at most/],
    [['--colour', 'red'], /Unknown option '--colour'/],
    [['--vacancies'], /argument missing/],
    [['extra'], /Unexpected argument/],
  ])('explains the problem when given %j', (argv, message) => {
    const parsed = parseDatasetArgs(argv);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toMatch(message);
  });
});
