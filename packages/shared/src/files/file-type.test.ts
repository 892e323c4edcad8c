import { describe, expect, it } from 'vitest';
import { checkPickedFile } from '../contracts/requests';
import { fileNameFor, sniffFileType, zipEntryNames } from './file-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

/** A ZIP archive of empty stored entries, with a real central directory. */
function zip(names: string[]): Uint8Array {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  const u32 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, value >>> 24];
  const local: number[] = [];
  const central: number[] = [];
  for (const name of names) {
    const nameBytes = [...name].map((char) => char.charCodeAt(0));
    const offset = local.length;
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0));
    local.push(...u16(nameBytes.length), ...u16(0), ...nameBytes);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(0), ...u32(0), ...u32(0), ...u32(0), ...u32(0));
    central.push(...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(names.length), ...u16(names.length)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return new Uint8Array([...local, ...central, ...end]);
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

describe('sniffFileType', () => {
  it('knows each allowed type by its bytes', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(bytes('{\\rtf1\\ansi hello}'))).toBe('rtf');
    expect(sniffFileType(bytes(OLE2, new Array(100).fill(0), utf16('WordDocument')))).toBe('doc');
    expect(sniffFileType(zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']))).toBe('docx');
  });

  it('refuses executables and look-alikes, whatever they are called', () => {
    expect(sniffFileType(bytes('MZ', new Array(60).fill(0)))).toBeNull();
    expect(sniffFileType(bytes([0x7f], 'ELF'))).toBeNull();
    expect(sniffFileType(bytes('#!/bin/sh\nrm -rf /'))).toBeNull();
    // An MSI installer or an Excel sheet is OLE2 without a WordDocument stream.
    expect(sniffFileType(bytes(OLE2, new Array(100).fill(0), utf16('Workbook')))).toBeNull();
    // A JAR is a ZIP without word/document.xml.
    expect(sniffFileType(zip(['META-INF/MANIFEST.MF', 'Main.class']))).toBeNull();
    // A ZIP header with no central directory behind it.
    expect(sniffFileType(bytes([0x50, 0x4b, 0x03, 0x04], 'word/document.xml'))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('reads the entry names of a ZIP', () => {
    expect(zipEntryNames(zip(['a.txt', 'b/c.xml']))).toEqual(['a.txt', 'b/c.xml']);
  });
});

describe('fileNameFor', () => {
  it('keeps a fitting name and adds the real extension to a misleading one', () => {
    expect(fileNameFor('report.PDF', 'pdf')).toBe('report.PDF');
    expect(fileNameFor('photo.jpg', 'jpeg')).toBe('photo.jpg');
    expect(fileNameFor('setup.exe', 'pdf')).toBe('setup.exe.pdf');
    expect(fileNameFor('../../etc/passwd', 'png')).toBe('.._.._etc_passwd.png');
    expect(fileNameFor('', 'docx')).toBe('file.docx');
  });
});

describe('checkPickedFile', () => {
  const picked = (content: Uint8Array, size = content.length) => ({
    name: 'x',
    size,
    arrayBuffer: async () => content.slice().buffer,
  });

  it('gives the spec messages for a large file and a wrong type', async () => {
    expect(await checkPickedFile(picked(bytes('%PDF-1.4')))).toBeNull();
    expect(await checkPickedFile(picked(bytes('%PDF-1.4'), 1_048_577))).toBe('File Size is too large');
    expect(await checkPickedFile(picked(bytes('MZ')))).toBe(
      'Please select valid file type. We only allow to upload .pdf, .png, .jpg, .jpeg, .rtf, .doc and .docx',
    );
  });
});
