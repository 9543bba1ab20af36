import { inflateSync } from 'node:zlib';

/** Each object's body and its stream (inflated when compressed), by object number. */
function objectsOf(pdf: Buffer): Map<number, { body: string; stream: string | null }> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, { body: string; stream: string | null }>();
  for (const match of source.matchAll(/(?:^|\n)(\d+) 0 obj\b/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    let stream: string | null = null;
    const opening = /stream\r?\n/.exec(body);
    if (opening) {
      const from = start + opening.index + opening[0].length;
      const raw = pdf.subarray(from, source.indexOf('endstream', from));
      try {
        stream = (/\/FlateDecode/.test(body) ? inflateSync(raw) : raw).toString('latin1');
      } catch {
        stream = null;
      }
    }
    objects.set(Number(match[1]), { body, stream });
  }
  return objects;
}

/** A ToUnicode CMap's `bfrange` and `bfchar` entries as code → text. */
function unicodeMapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, targets] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F ]+>)/g)) {
      const first = parseInt(low!, 16);
      const last = parseInt(high!, 16);
      if (targets!.startsWith('[')) {
        (targets!.match(/<[0-9a-fA-F ]*>/g) ?? []).forEach((target, index) => map.set(first + index, text(target.slice(1, -1))));
      } else {
        const base = parseInt(targets!.slice(1, -1).replace(/ /g, ''), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, target] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F ]+)>/g)) map.set(parseInt(code!, 16), text(target!));
  }
  return map;
}

/**
 * The text a PDF draws, one line per text operator (`Tj`, `TJ`), read as a reader would copy it:
 * an embedded font's two-byte codes through its ToUnicode map, a standard font's bytes as Latin-1.
 * Enough for pdfkit's output; not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { body } of objects.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.body ?? '')?.[1];
      const cmap = unicodeRef ? objects.get(Number(unicodeRef))?.stream : null;
      fonts.set(name!, cmap ? unicodeMapOf(cmap) : null);
    }
  }
  const lines: string[] = [];
  for (const { body, stream } of objects.values()) {
    if (!stream || /\/Type\s*\/|\/Subtype|\/CIDInit/.test(body + stream.slice(0, 40))) continue;
    let font: Map<number, string> | null = null;
    for (const operator of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs)) {
      if (operator[1]) {
        font = fonts.get(operator[1]) ?? null;
        continue;
      }
      const strings = (operator[2] ?? operator[3] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      const decode = (part: string) => {
        if (!part.startsWith('<')) return part.slice(1, -1).replace(/\\(.)/g, '$1');
        const hex = part.slice(1, -1);
        if (!font) return Buffer.from(hex, 'hex').toString('latin1');
        return (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '\uFFFD').join('');
      };
      lines.push(strings.map(decode).join(''));
    }
  }
  return lines.join('\n');
}

/** A PDF literal string's text: its escapes undone, UTF-16BE when it starts with a byte-order mark. */
function literalText(literal: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) => escapes[code] ?? (/^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : code));
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  const units = Buffer.from(bytes.slice(2), 'latin1');
  return String.fromCharCode(...Array.from({ length: units.length / 2 }, (_, index) => units.readUInt16BE(index * 2)));
}

/** The document information dictionary's string entries (Title, Creator…), as a reader shows them. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const objects = objectsOf(pdf);
  const source = pdf.toString('latin1');
  const infoRef = /\/Info (\d+) 0 R/.exec(source.slice(source.lastIndexOf('trailer')))?.[1];
  const info: Record<string, string> = {};
  for (const [, key, ref] of (objects.get(Number(infoRef))?.body ?? '').matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const literal = /^\s*\(((?:\\[\s\S]|[^\\)])*)\)\s*$/.exec(objects.get(Number(ref))?.body ?? '')?.[1];
    if (literal !== undefined) info[key!] = literalText(literal);
  }
  return info;
}

/** The document's XMP metadata packet (the catalog's `/Metadata` stream), as UTF-8 text. */
export function pdfXmp(pdf: Buffer): string | null {
  const objects = objectsOf(pdf);
  for (const { body, stream } of objects.values()) {
    if (/\/Type \/Metadata/.test(body) && stream !== null) return Buffer.from(stream, 'latin1').toString('utf8');
  }
  return null;
}
