import type { customerScreensZh } from './customers.zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const customerScreensEn: Shape<typeof customerScreensZh> = {
  details: 'Details',
  detailTitle: 'Customer details',
  changeStatus: 'Change status',
  changeStatusTitle: 'Change cooperation status',
};

