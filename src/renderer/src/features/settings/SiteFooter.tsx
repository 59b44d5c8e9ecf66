import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { SystemSettings } from '@shared/domain/systemSettings';

const useStyles = makeStyles({
  footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
});

/** The operator's footer from system settings: copyright, public-security and ICP filing numbers; nothing when all are blank. */
export function SiteFooter({ settings }: { settings?: Pick<SystemSettings, 'copyright' | 'beianhao' | 'icp_num'> }) {
  const styles = useStyles();
  const parts = settings ? [settings.copyright, settings.beianhao, settings.icp_num].filter(Boolean) : [];
  if (!parts.length) return null;
  return (
    <div className={styles.footer} data-testid="site-footer">
      {parts.map((part) => (
        <Text key={part} size={200}>
          {part}
        </Text>
      ))}
    </div>
  );
}
