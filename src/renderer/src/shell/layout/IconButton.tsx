import { Button, Tooltip, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import { forwardRef } from 'react';

/**
 * A top-bar icon button: its tooltip is its accessible name, so a screen reader says what it does.
 * Most open a dialog or drawer of their own (not through a DialogTrigger): marked as the place focus
 * returns to when that closes, so a keyboard user carries on from where they were.
 */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(function IconButton({ label, ...props }, ref) {
  const restoreFocusHere = useRestoreFocusTarget();
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button ref={ref} appearance="subtle" {...restoreFocusHere} {...props} />
    </Tooltip>
  );
});
