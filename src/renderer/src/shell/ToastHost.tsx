import { Toast, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { attachToaster, TOASTER_ID } from './toast';

/** The app's toaster, loaded with the first toast (see toast.tsx). */
export default function ToastHost() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  // A parent's effect runs after its children's: the Toaster below is listening by now.
  useEffect(
    () =>
      attachToaster(({ intent, text }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent, timeout: intent === 'error' ? 6000 : 3000 },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={TOASTER_ID} position="top" pauseOnHover />;
}
