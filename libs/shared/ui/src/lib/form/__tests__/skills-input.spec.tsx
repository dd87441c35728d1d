import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SkillsInput, type SkillsInputProps } from '../skills-input';

/** The input with its list kept in state, as a form keeps it. */
function Harness({ initial = [], ...props }: Partial<SkillsInputProps> & { initial?: string[] }) {
  const [skills, setSkills] = useState(initial);
  return (
    <>
      <SkillsInput label="Skills" max={3} maxLength={10} value={skills} onChange={setSkills} {...props} />
      <output aria-label="value">{skills.join('|')}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const value = () => screen.getByRole('status', { name: 'value' }).textContent;

describe('SkillsInput', () => {
  it('adds a skill with Enter, a comma or its button, and says how many there are', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Skills');
    await user.type(input, 'React{Enter}Vue,');
    await user.type(input, 'Go');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(value()).toBe('React|Vue|Go');
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription('3 of 3 skills');
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['React', 'Vue', 'Go']);
  });

  it('refuses a repeat in any case and a skill that is too long, keeping the text', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React']} />);
    const input = screen.getByLabelText('Skills');
    await user.type(input, 'react{Enter}');
    expect(screen.getAllByText('"react" is already in the list')).not.toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'Kubernetes-operators{Enter}');
    expect(screen.getAllByText('A skill can be at most 10 characters')).not.toHaveLength(0);
    expect(input).toHaveValue('Kubernetes-operators');
    expect(value()).toBe('React');
  });

  it('is full at the limit: the box and its button are off until a skill is removed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vue', 'Go']} />);
    const input = screen.getByLabelText('Skills');
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'The list is full');
    expect(screen.getByRole('button', { name: 'Add skill' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove skill Vue' }));
    expect(value()).toBe('React|Go');
    expect(input).toBeEnabled();
    expect(screen.getByText('Removed Vue')).toHaveAttribute('aria-live', 'polite');
  });

  it('removes the last skill with Backspace in the empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['React', 'Vue']} />);
    await user.type(screen.getByLabelText('Skills'), '{Backspace}');
    expect(value()).toBe('React');
  });

  it('adds what is typed when the box loses focus, but not when Tab moves to its own button', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    const input = screen.getByLabelText('Skills');
    await user.type(input, 'React');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add skill' })).toHaveFocus();
    expect(value()).toBe('');
    await user.keyboard('{Enter}');
    expect(value()).toBe('React');

    await user.type(input, 'Vue');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(value()).toBe('React|Vue');
    expect(onBlur).toHaveBeenCalledTimes(2);
  });

  it('names its list and shows the field error, linked to the box', () => {
    render(<Harness initial={['React']} listLabel="Your skills" error="Skills must not repeat" />);
    expect(screen.getByRole('list', { name: 'Your skills' })).toBeInTheDocument();
    const input = screen.getByLabelText('Skills');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('1 of 3 skills Skills must not repeat');
  });
});
