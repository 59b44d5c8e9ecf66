import { Toast, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback } from 'react';

/** The one toaster of the app (rendered in App). */
export const TOASTER_ID = 'cem-toaster';

/** Shows a short message: success messages of the spec (发送成功!, 清除完毕…) and failures. */
export function useNotify(): (intent: ToastIntent, text: string) => void {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (intent, text) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'error' ? 6000 : 3000 },
      ),
    [dispatchToast],
  );
}
