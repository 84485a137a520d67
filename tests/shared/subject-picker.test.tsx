import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import { renderWithProviders } from '../render';

function Harness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['Math']);
  return (
    <SubjectPicker
      label="Preferred subjects"
      placeholder="Pick one"
      data={['Math', 'Physics', 'Chemistry']}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('SubjectPicker', () => {
  it('offers only what is not chosen, and reports the whole new list on a pick and a removal', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
    const picker = screen.getByRole('combobox', { name: 'Preferred subjects' });
    expect(picker).toHaveAttribute('placeholder', 'Pick one');

    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Physics', 'Chemistry']);
    await user.click(screen.getByRole('option', { name: 'Physics' }));
    expect(onChange).toHaveBeenLastCalledWith(['Math', 'Physics']);

    const chips = screen.getByRole('list', { name: 'Selected preferred subjects' });
    await user.click(within(chips).getByRole('button', { name: 'Remove Math' }));
    expect(onChange).toHaveBeenLastCalledWith(['Physics']);
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Physics']);
  });
});
