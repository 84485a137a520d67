import type { Meta } from '@storybook/react-vite';
import { useState } from 'react';
import { OtpInput } from '@/shared/ui/otp-input';
import { narrowScreen } from '../decorators';

// The six code boxes (Mantine PinInput behind a thin wrapper), one story per state they show.
const meta = {
  title: 'Shared/OtpInput',
  component: OtpInput,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OtpInput>;
export default meta;

function Boxes({ initial, ...props }: { initial: string[]; disabled?: boolean; invalid?: boolean }) {
  const [digits, setDigits] = useState(initial);
  return <OtpInput value={digits} onChange={setDigits} {...props} />;
}

const none = ['', '', '', '', '', ''];
const some = ['4', '2', '7', '', '', ''];
const all = ['4', '2', '7', '9', '1', '3'];

/** Empty: the first box has the focus; type or paste a code (Bangla digits too). */
export const Empty = () => <Boxes initial={none} />;

/** Half typed: the focus waits on the first empty box. */
export const PartlyFilled = () => <Boxes initial={some} />;

/** All six digits: the code can be sent. */
export const Filled = () => <Boxes initial={all} />;

/** The server refused the code: every box is marked invalid. */
export const Invalid = () => <Boxes initial={all} invalid />;

/** A call is running or the code can no longer be used: the boxes are disabled. */
export const Disabled = () => <Boxes initial={some} disabled />;

/** At 360 px the six boxes stay on one line. */
export const NarrowScreen = () => <Boxes initial={all} />;
NarrowScreen.parameters = narrowScreen.parameters;
NarrowScreen.globals = narrowScreen.globals;
