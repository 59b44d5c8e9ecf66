export interface Notice {
  id: string;
  category: number;
  categoryName: string;
  title: string;
  content: string;
  /** 1 open (shown in the marquee), 0 closed. */
  status: 0 | 1;
  isRead: 0 | 1;
  createTime: string;
}
