import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { Select } from '../../../src/ui/Select';
import { TextInput } from '../../../src/ui/TextInput';

describe('Button', () => {
  it('is a plain button by default and is disabled with a spinner while busy', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy>
        Save
      </Button>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('TextInput', () => {
  it('labels the input and links its error and hint', () => {
    render(<TextInput label="Username" required hint="Your sign-in name" error="Required" />);
    const input = screen.getByLabelText(/Username/);
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Required Your sign-in name');
  });

  it('has no description or invalid state without error and hint', () => {
    render(<TextInput label="Code" />);
    const input = screen.getByLabelText('Code');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Select', () => {
  it('shows the placeholder, offers the options and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Organisation"
        placeholder="Select"
        options={[
          { value: 'a', label: 'Acme' },
          { value: 'g', label: 'Globex' },
        ]}
        value=""
        onChange={onChange}
      />,
    );
    const button = screen.getByRole('button', { name: /^Organisation/ });
    expect(button).toHaveTextContent('Select');
    await userEvent.click(button);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Acme',
      'Globex',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Globex' }));
    expect(onChange).toHaveBeenCalledWith('g');
  });
});
