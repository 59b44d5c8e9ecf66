import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BuildingMultipleFilled } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground}, ${tokens.colorBrandBackgroundPressed})`,
    boxShadow: tokens.shadow4Brand,
  },
  small: { width: '32px', height: '32px', fontSize: '20px' },
  large: { width: '48px', height: '48px', fontSize: '28px' },
});

/** The product's mark until a logo comes from system settings. */
export function ProductMark({ size = 'large' }: { size?: 'small' | 'large' }) {
  const styles = useStyles();
  return (
    <span aria-hidden className={mergeClasses(styles.root, styles[size])}>
      <BuildingMultipleFilled />
    </span>
  );
}
