import { canMoveApplication } from '../applications';
import { answerFits, answerKey, passesKnockout, questionsInputSchema, type ScreeningQuestion } from '../screening';

const yesNo: ScreeningQuestion = { id: 'a', kind: 'yes_no', text: 'Permit?', required_answer: true };
const choice: ScreeningQuestion = {
  id: 'b',
  kind: 'choice',
  text: 'Level',
  options: ['B2', 'C1'],
  required_answer: 'C1',
};
const many: ScreeningQuestion = {
  id: 'c',
  kind: 'multi_choice',
  text: 'Stack',
  options: ['Go', 'TS', 'SQL'],
  required_answer: ['TS', 'SQL'],
};
const number: ScreeningQuestion = { id: 'd', kind: 'number', text: 'Years', required_answer: { min: 2, max: 10 } };
const text: ScreeningQuestion = { id: 'e', kind: 'text', text: 'Why?' };

describe('screening questions', () => {
  it('tells an answer of the kind from one that is not', () => {
    expect([true, 'yes', 1].map((value) => answerFits(yesNo, value))).toEqual([true, false, false]);
    expect(['C1', 'A1', ['C1']].map((value) => answerFits(choice, value))).toEqual([true, false, false]);
    expect([[], ['Go'], ['Go', 'Go'], ['Rust']].map((value) => answerFits(many, value))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([3, '3', Number.NaN].map((value) => answerFits(number, value))).toEqual([true, false, false]);
    expect(['Because', '  ', 5].map((value) => answerFits(text, value))).toEqual([true, false, false]);
  });

  it('passes or screens out against each kind of required answer', () => {
    expect([passesKnockout(yesNo, true), passesKnockout(yesNo, false)]).toEqual([true, false]);
    expect([passesKnockout(choice, 'C1'), passesKnockout(choice, 'B2')]).toEqual([true, false]);
    expect([passesKnockout(many, ['Go', 'TS', 'SQL']), passesKnockout(many, ['TS'])]).toEqual([true, false]);
    expect([1, 2, 10, 11].map((value) => passesKnockout(number, value))).toEqual([false, true, true, false]);
    expect(passesKnockout(text, 'anything')).toBe(true);
  });

  it('gives ids to new questions without taking a used one, and drops options a kind has none of', () => {
    const parsed = questionsInputSchema.parse([
      { kind: 'text', text: 'One' },
      { id: 'q1', kind: 'yes_no', text: 'Two', required_answer: null },
      { kind: 'choice', text: 'Three', options: ['A', 'B'] },
    ]);
    expect(parsed.map((q) => q.id)).toEqual(['q2', 'q1', 'q3']);
    expect(parsed[1]).toEqual({ id: 'q1', kind: 'yes_no', text: 'Two' });
  });

  it('offers an earlier answer again for the same text and kind, whatever the case and spaces', () => {
    expect(answerKey({ kind: 'number', text: '  Years   with SQL? ' })).toBe(
      answerKey({ kind: 'number', text: 'years with sql?' }),
    );
    expect(answerKey({ kind: 'number', text: 'Years' })).not.toBe(answerKey({ kind: 'text', text: 'Years' }));
  });

  it('lets the platform reject only an application the company has not moved', () => {
    expect(canMoveApplication('system', 'new', 'rejected')).toBe(true);
    expect(canMoveApplication('system', 'viewed', 'rejected')).toBe(true);
    expect(canMoveApplication('system', 'invited', 'rejected')).toBe(false);
    expect(canMoveApplication('system', 'rejected', 'rejected')).toBe(false);
  });
});
