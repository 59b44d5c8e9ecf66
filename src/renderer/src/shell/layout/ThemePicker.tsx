import { ColorSwatch, makeStyles, Popover, PopoverSurface, PopoverTrigger, SwatchPicker, Text, tokens } from '@fluentui/react-components';
import { DarkThemeRegular, PaintBrushRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useThemeChoice } from '../../theme/ThemeContext';
import { THEMES, type ThemeId } from '../../theme/themes';
import { IconButton } from './IconButton';

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, width: '264px' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  dark: { fontSize: '16px', color: '#ffffff' },
});

/** Spec 1 §2 theme picker: 11 themes from Fluent brand ramps, remembered by the core. */
export function ThemePicker() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { themeId, setTheme } = useThemeChoice();
  const name = (id: ThemeId) => t(`shell.theme.names.${id}`);
  return (
    <Popover withArrow positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <IconButton label={t('shell.layout.theme')} icon={<PaintBrushRegular />} data-testid="theme-button" />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('shell.theme.title')}>
        <Text weight="semibold">{t('shell.theme.title')}</Text>
        <SwatchPicker
          layout="grid"
          shape="circular"
          size="medium"
          className={styles.grid}
          selectedValue={themeId}
          onSelectionChange={(_, data) => setTheme(data.selectedValue as ThemeId)}
          aria-label={t('shell.theme.title')}
        >
          {THEMES.map((theme) => (
            <ColorSwatch
              key={theme.id}
              value={theme.id}
              color={theme.dark ? `linear-gradient(135deg, #1f1f1f 50%, ${theme.color} 50%)` : theme.color}
              aria-label={theme.dark ? t('fields.withDetail', { label: name(theme.id), detail: t('shell.theme.dark') }) : name(theme.id)}
              icon={theme.dark ? <DarkThemeRegular className={styles.dark} /> : undefined}
              data-theme={theme.id}
            />
          ))}
        </SwatchPicker>
        <Text size={200} className={styles.muted} data-testid="theme-current">
          {t('shell.theme.current', { name: name(themeId) })}
        </Text>
      </PopoverSurface>
    </Popover>
  );
}
