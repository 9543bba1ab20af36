import { describe, expect, it } from 'vitest';
import { fileCategory, fileExtension, THREE_D_EXTENSIONS } from './files.ts';

describe('fileCategory', () => {
  it.each([
    ['clip.mp4', 'video/mp4', 'video'],
    ['talk.webm', 'video/webm', 'video'],
    ['song.mp3', 'audio/mpeg', 'audio'],
    ['photo.jpg', 'image/jpeg', 'image'],
    ['photo.webp', 'image/webp', 'image'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'doc'],
    ['letter.doc', 'application/msword', 'doc'],
    ['sheet.xls', 'application/vnd.ms-office', 'doc'],
    ['sheet.xls', 'application/vnd.ms-excel', 'doc'],
    ['slides.ppt', 'application/vnd.ms-powerpoint', 'doc'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'doc'],
    ['slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'doc'],
    ['slides.odp', 'application/vnd.oasis.opendocument.presentation', 'doc'],
    ['sheet.ods', 'application/vnd.oasis.opendocument.spreadsheet', 'doc'],
    ['notes.txt', 'text/plain', 'doc'],
    ['leaflet.pdf', 'application/pdf', 'doc'],
  ])('tells %s (%s) by its MIME type: %s', (name, mime, expected) => {
    expect(fileCategory(name, mime)).toBe(expected);
  });

  it('tells every 3D extension of the spec, whatever the declared type', () => {
    for (const extension of THREE_D_EXTENSIONS) expect(fileCategory(`part.${extension}`, 'application/octet-stream')).toBe('3d');
    expect(fileCategory('PART.STL', null)).toBe('3d');
    expect(THREE_D_EXTENSIONS).toHaveLength(25);
  });

  it('tells configuration files and SVG by extension, an SVG before its image type', () => {
    expect(fileCategory('grid.lcc', 'application/octet-stream')).toBe('lcc');
    expect(fileCategory('logo.svg', 'image/svg+xml')).toBe('svg');
    expect(fileCategory('logo.SVG', '')).toBe('svg');
    expect(fileCategory('logo', 'image/svg+xml')).toBe('svg');
  });

  it('lets the MIME type win over a 3D extension, and leaves the rest as other', () => {
    expect(fileCategory('scan.ps', 'application/pdf')).toBe('doc');
    expect(fileCategory('archive.zip', 'application/zip')).toBe('other');
    expect(fileCategory('no-extension', undefined)).toBe('other');
  });
});

describe('fileExtension', () => {
  it('takes the last extension in lower case, none for dot files or bare names', () => {
    expect(fileExtension('a/b/Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('C:\\x\\y.stl')).toBe('stl');
  });
});
