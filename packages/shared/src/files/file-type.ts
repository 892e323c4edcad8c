/**
 * The attachment types the spec allows (section 5), told apart by their bytes, never by the
 * name: a renamed executable keeps its own first bytes. Pure, so the browser checks a file
 * before upload with the very rule the server enforces.
 */
export const ALLOWED_FILE_TYPES = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  rtf: { mimeType: 'application/rtf', extensions: ['rtf'] },
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
} as const;
export type AllowedFileType = keyof typeof ALLOWED_FILE_TYPES;

/** What the file input offers to pick; the bytes still decide. */
export const FILE_INPUT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.rtf,.doc,.docx';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const utf16le = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let start = 0; start + needle.length <= bytes.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) {
      if (bytes[start + index] !== needle[index]) continue outer;
    }
    return true;
  }
  return false;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * Entry names of a ZIP archive, read from its central directory (which a truncated or forged
 * archive does not have: then none).
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment's maximum).
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return [];
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return [];
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return [];
    names.push(String.fromCharCode(...bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The allowed type these bytes are, or null for anything else (executables, archives, text...). */
export function sniffFileType(bytes: Uint8Array): AllowedFileType | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('{\\rtf'))) return 'rtf';
  // OLE2 also holds Excel, PowerPoint and MSI installers: a Word file has a WordDocument stream.
  if (startsWith(bytes, OLE2)) return contains(bytes, utf16le('WordDocument')) ? 'doc' : null;
  // A ZIP may be a JAR or an APK: a Word document has word/document.xml and its content types.
  if (startsWith(bytes, ZIP)) {
    const names = zipEntryNames(bytes);
    return names.includes('word/document.xml') && names.includes('[Content_Types].xml') ? 'docx' : null;
  }
  return null;
}

/** The name kept for a download: the client's name, with the extension the bytes call for. */
export function fileNameFor(name: string, type: AllowedFileType): string {
  const printable = [...name].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('');
  const base =
    printable
      .replace(/[\\/:*?"<>|]+/g, '_')
      .trim()
      .slice(0, 150) || 'file';
  const extension = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  const allowed: readonly string[] = ALLOWED_FILE_TYPES[type].extensions;
  return allowed.includes(extension) ? base : `${base}.${allowed[0]}`;
}
