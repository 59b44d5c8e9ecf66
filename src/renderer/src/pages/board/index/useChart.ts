import { useEffect, useRef } from 'react';
import { init, type EChartsType } from './echartsSetup';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Option = Record<string, any>;

/** One ECharts instance on the returned element, given `option` whenever it changes, resized with its box. */
export function useChart(option: Option) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const c = init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return ref;
}
