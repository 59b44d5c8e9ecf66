import { useState } from 'react';
import { bridge } from '../../bridge/client';

/**
 * Downloads an attachment through the core, which checks the download permission (暂无下载权限！
 * without it) and fetches from storage: the page never holds a storage credential. `message` is
 * the last refusal, in the catalogue's Chinese, for the caller to show.
 */
export function useAttachmentDownload() {
  const [message, setMessage] = useState('');
  const download = async (link: string, name: string) => {
    setMessage('');
    const started = await bridge.downloads.start({ link, name });
    if (!started.ok) return setMessage(started.error.message);
    if (started.data && started.data.target.startsWith('/bridge/download/')) {
      // Browser mode: the browser saves it (and resumes it) from the host.
      const anchor = document.createElement('a');
      anchor.href = started.data.target;
      anchor.download = name;
      document.body.appendChild(anchor);
      anchor.click();
      anchor.remove();
    }
  };
  return { download, message };
}
