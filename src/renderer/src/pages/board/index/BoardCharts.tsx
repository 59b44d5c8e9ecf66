import type { BoardMonthTrend, BoardProvinceStat } from '@shared/domain/board';
import { formatYuan, toDecimal } from '@shared/domain/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChart } from './useChart';

const TEXT = '#c9d8ff';
const AXIS = '#3a4a78';

/** Projects and signed contract amounts per province on the China map; the colour is the amount. */
export function ProvinceMap({ provinces, className }: { provinces: BoardProvinceStat[]; className: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const max = provinces.reduce((m, p) => Math.max(m, toDecimal(p.contractAmount).toNumber()), 0);
    const byName = new Map(provinces.map((p) => [p.mapName, p]));
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: { name: string }) => {
          const s = byName.get(p.name);
          return s ? `${p.name}<br/>${t('resources.boardIndex.mapProjects')}: ${s.projectCount}<br/>${t('resources.boardIndex.mapAmount')}: ${formatYuan(s.contractAmount)}` : p.name;
        },
      },
      visualMap: { min: 0, max: max || 1, left: 16, bottom: 16, calculable: true, formatter: (v: number) => formatYuan(String(Math.round(v))), inRange: { color: ['#1d3a7a', '#2f6fde', '#37d2ff'] }, textStyle: { color: TEXT } },
      series: [
        {
          type: 'map',
          map: 'china',
          roam: false,
          layoutCenter: ['50%', '52%'],
          layoutSize: '105%',
          itemStyle: { areaColor: '#13254f', borderColor: '#4a70c4' },
          emphasis: { itemStyle: { areaColor: '#f2b84b' }, label: { color: '#fff' } },
          data: provinces.map((p) => ({ name: p.mapName, value: toDecimal(p.contractAmount).toNumber() })),
        },
      ],
    };
  }, [provinces, t]);
  const ref = useChart(option);
  return <div ref={ref} className={className} data-testid="board-map" />;
}

/** Signed amounts (bars) and arrivals (line) per month, in ten-thousands of yuan on the axis. */
export function TrendChart({ trends, className }: { trends: BoardMonthTrend[]; className: string }) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const value = (v: string) => toDecimal(v).toNumber();
    return {
      tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatYuan(String(v)) },
      legend: { textStyle: { color: TEXT }, top: 0 },
      grid: { left: 56, right: 16, top: 40, bottom: 28 },
      xAxis: { type: 'category', data: trends.map((m) => m.month), axisLine: { lineStyle: { color: AXIS } }, axisLabel: { color: TEXT } },
      yAxis: { type: 'value', axisLabel: { color: TEXT, formatter: (v: number) => `${v / 10_000}` }, splitLine: { lineStyle: { color: AXIS } }, name: '×10⁴', nameTextStyle: { color: TEXT } },
      series: [
        { name: t('resources.boardIndex.trendSigned'), type: 'bar', data: trends.map((m) => value(m.signed)), itemStyle: { color: '#2f6fde' } },
        { name: t('resources.boardIndex.trendArrived'), type: 'line', smooth: true, data: trends.map((m) => value(m.arrived)), itemStyle: { color: '#37d2ff' } },
      ],
    };
  }, [trends, t]);
  const ref = useChart(option);
  return <div ref={ref} className={className} data-testid="board-trend" />;
}
