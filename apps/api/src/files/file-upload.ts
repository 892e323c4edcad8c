import { ATTACHMENT_MAX_BYTES } from '@fleetgraph/shared/constants';
import { ALLOWED_FILE_TYPES, fileNameFor, sniffFileType } from '@fleetgraph/shared/files/file-type';
import { REQUEST_MESSAGES, REQUEST_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { BadRequest, HttpError } from '../http/errors';

export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export interface CheckedUpload {
  name: string;
  mimeType: string;
  content: Buffer;
}

const DATA_URL = /^data:([^,]*?)(;base64)?,(.*)$/s;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A data URL from a form, decoded and judged: at most 1 MiB (413 otherwise) and one of the
 * allowed types by its bytes, whatever its name or declared type say (400 otherwise).
 */
export function checkUpload(dataUrl: string, clientName: string | undefined): CheckedUpload {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match?.[2]) throw new BadRequest(REQUEST_SERVER_MESSAGES.fileUnreadable);
  const base64 = (match[3] ?? '').replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw new BadRequest(REQUEST_SERVER_MESSAGES.fileUnreadable);
  // Measure before decoding: 4 characters carry 3 bytes, less the padding.
  const size = Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);
  if (size > ATTACHMENT_MAX_BYTES) throw new PayloadTooLarge(REQUEST_MESSAGES.fileTooLarge);
  const content = Buffer.from(base64, 'base64');
  if (content.length === 0) throw new BadRequest(REQUEST_SERVER_MESSAGES.fileUnreadable);
  const type = sniffFileType(content);
  if (!type) throw new BadRequest(`fileContent: ${REQUEST_MESSAGES.fileTypeInvalid}`);
  return { name: fileNameFor(clientName ?? '', type), mimeType: ALLOWED_FILE_TYPES[type].mimeType, content };
}
