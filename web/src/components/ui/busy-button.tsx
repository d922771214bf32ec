/*
 * BusyButton: a button whose action may be running. While it runs the button stays in the tab
 * order and keeps the focus (aria-disabled, not disabled, so a screen reader hears that it
 * waits), and a press does nothing until the action ends.
 */
import type { ButtonHTMLAttributes } from 'react';

export interface BusyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type' | 'aria-disabled'
> {
  /** The action is running. */
  busy: boolean;
  onClick: () => void;
}

export function BusyButton({ busy, onClick, ...button }: BusyButtonProps) {
  return (
    <button
      type="button"
      {...button}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    />
  );
}
