import { Button, Tooltip, type ButtonProps } from '@fluentui/react-components';
import { forwardRef } from 'react';

/** A top-bar icon button: its tooltip is its accessible name, so a screen reader says what it does. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(function IconButton({ label, ...props }, ref) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button ref={ref} appearance="subtle" {...props} />
    </Tooltip>
  );
});
