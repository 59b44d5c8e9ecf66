import { useEffect, useState } from 'react';

/** Spec 1 §9: the window's height minus 88, minus a further 72 when paginated. */
export function tableHeight(windowHeight: number, paginated: boolean): number {
  return Math.max(200, windowHeight - 88 - (paginated ? 72 : 0));
}

export function useTableHeight(paginated: boolean): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return tableHeight(height, paginated);
}
