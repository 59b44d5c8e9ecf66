/**
 * What the main process's updater tells the windows (issue 19): a found update downloading in the
 * background with its progress, then ready to install on restart. `forced` is the feed's isUpdate 1.
 */
export type UpdateBridgeEvent =
  | { type: 'update-downloading'; version: string; forced: boolean; percent: number }
  | { type: 'update-ready'; version: string; forced: boolean };
