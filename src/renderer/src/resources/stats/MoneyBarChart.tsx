import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { formatYuan } from '@shared/domain/money';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarChartInstance } from './echartsBar';

const useStyles = makeStyles({
  chart: { width: '100%', height: '260px' },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export interface MoneySeries {
  name: string;
  /** Money text with two decimals, one per category: bars are drawn from its number, tooltips show the text itself. */
  values: string[];
}

interface Props {
  categories: string[];
  series: MoneySeries[];
  /** The wall screen's dark theme. */
  dark?: boolean;
  testId?: string;
}

/** One bar item: the height as a number, the exact money text kept for the tooltip. */
type Item = { value: number; money: string };

type TooltipParam = { seriesName: string; name: string; marker: string; data: Item };

/** The tooltip's lines: each series' exact amount with thousands separators and two decimals. */
export const tooltipText = (params: TooltipParam[]) =>
  [params[0]?.name ?? '', ...params.map((p) => `${p.marker}${p.seriesName}: ${formatYuan(p.data.money)}`)].join('<br/>');

/** A bar chart of money per category (ECharts, loaded on first use). */
export function MoneyBarChart({ categories, series, dark = false, testId = 'money-bar-chart' }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<BarChartInstance | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    import('./echartsBar')
      .then(({ createBarChart }) => {
        if (disposed || !element.current) return;
        chart.current = createBarChart(element.current, dark);
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(element.current);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => !disposed && element.current?.dispatchEvent(new Event('chart-ready')));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    const draw = () =>
      chart.current?.setOption(
        {
          backgroundColor: 'transparent',
          animation: false,
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltipText },
          legend: { top: 0 },
          // ECharts 6 keeps the axis labels inside the box by itself (outerBoundsMode 'auto'): no containLabel.
          grid: { left: 8, right: 8, top: 32, bottom: 8 },
          xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, width: 96, overflow: 'truncate' } },
          yAxis: { type: 'value' },
          series: series.map((s) => ({ type: 'bar', name: s.name, barMaxWidth: 28, data: s.values.map((money): Item => ({ value: Number(money), money })) })),
        },
        true,
      );
    draw();
    const el = element.current;
    // The first draw may come before ECharts has loaded: draw again once it has.
    el?.addEventListener('chart-ready', draw);
    return () => el?.removeEventListener('chart-ready', draw);
  }, [categories, series]);

  return (
    <>
      <div ref={element} className={styles.chart} data-testid={testId} role="img" aria-label={series.map((s) => s.name).join(', ')} />
      {failed && <Text className={styles.failed}>{t('stats.chart.loadFailed')}</Text>}
    </>
  );
}
