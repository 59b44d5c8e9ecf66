import { createContext, useContext, useEffect, useId } from 'react';

/**
 * Told by every upload field of a form whether it still has files on their way, so the form holds
 * its submit until their links are known: a record saved meanwhile would not carry them.
 */
export const UploadingContext = createContext<((field: string, uploading: boolean) => void) | null>(null);

export function useReportUploading(uploading: boolean): void {
  const report = useContext(UploadingContext);
  const field = useId();
  useEffect(() => {
    report?.(field, uploading);
    return () => report?.(field, false);
  }, [report, field, uploading]);
}
