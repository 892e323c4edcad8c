import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { ApiError } from './api-client';
import { readToken } from './session-store';

/** A picked file as the data URL the API's fileContent fields take. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read. Please choose it again.'));
    reader.readAsDataURL(file);
  });
}

/** The name of a download, from Content-Disposition (RFC 6266, UTF-8 form first). */
export function downloadName(disposition: string | null, fallback: string): string {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || fallback;
}

/**
 * Saves a file the API serves to signed-in users only: a plain link would carry no token, so
 * the file is fetched with it and handed to the browser as a download.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : SERVER_MESSAGES.serverError;
    throw new ApiError(response.status, message);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = downloadName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
