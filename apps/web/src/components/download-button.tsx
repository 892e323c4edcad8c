import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { downloadFile } from '../lib/file-transfer';
import { showSupportError } from '../lib/support-toasts';

/** Downloads a ticket file with the session's token; a refusal shows the server's message. */
export function DownloadButton({ url, fallbackName, label }: { url: string; fallbackName: string; label: string }) {
  const [isDownloading, setIsDownloading] = useState(false);
  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadFile(url, fallbackName);
    } catch (error) {
      showSupportError(errorMessage(error));
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={isDownloading} onClick={() => void download()}>
      {label}
    </Button>
  );
}
