import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ButtonHTMLAttributes } from 'react';

const useStyles = makeStyles({
  // Fluent's small transparent button, drawn with one class: a table mounts dozens of these per page.
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '24px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightRegular,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':hover': { color: tokens.colorNeutralForeground2BrandHover },
    ':hover:active': { color: tokens.colorNeutralForeground2BrandPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    ':disabled': { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
  },
});

/**
 * A row's action button (查看, 编辑, 删除…): a native button that looks like Fluent's small transparent
 * one, without its hooks and style merging, so a 200-row page's buttons cost little to mount.
 * Same role, name, focus and keyboard as any button.
 */
export function RowButton({ className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const styles = useStyles();
  return <button type={type} className={mergeClasses(styles.button, className)} {...props} />;
}
