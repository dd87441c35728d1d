import { render, screen } from '@testing-library/react';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('labels the input when rendered', () => {
    render(<TextField label="E-mail" name="email" type="email" />);

    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and links the error to it when there is an error', () => {
    render(<TextField label="Password" type="password" error="Password must be at least 8 characters" />);

    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
    const errorId = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Password must be at least 8 characters');
  });

  it('describes the input with both hint and error when both are given', () => {
    render(<TextField label="Name" hint="As employers will see it" error="Name is required" />);

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('As employers will see it Name is required');
  });

  it('offers its suggestions through a datalist linked to the input, and has none without them', () => {
    const { rerender } = render(<TextField label="City" suggestions={['Казань', 'Москва']} />);

    const input = screen.getByLabelText('City');
    const list = document.getElementById(input.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['Казань', 'Москва']);

    rerender(<TextField label="City" />);
    expect(screen.getByLabelText('City')).not.toHaveAttribute('list');
    expect(document.querySelector('datalist')).toBeNull();
  });
});
