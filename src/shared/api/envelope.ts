/** The server's answer shape, for every call under /api. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

/** A page of a list: `size = -1` asks for every record. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const ALL_RECORDS = -1;

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: 200, success: true, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, success: false, msg, data: null };
}

export function pageOf<T>(records: T[], total: number, current: number, size: number): Page<T> {
  const pages = size === ALL_RECORDS ? (total > 0 ? 1 : 0) : Math.ceil(total / Math.max(size, 1));
  return { records, total, size, current, pages };
}
