/**
 * ECharts as the statistics charts need it, tree-shaken (bars, grid, tooltip, legend, canvas) and
 * only ever imported lazily (MoneyBarChart), so the screens that show no chart never load it.
 */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type BarChartInstance = echarts.ECharts;
export type BarChartOption = echarts.EChartsCoreOption;

export function createBarChart(element: HTMLElement, dark: boolean): BarChartInstance {
  return echarts.init(element, dark ? 'dark' : undefined, { renderer: 'canvas' });
}
