import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@relais/domain';
import { FORM_FIELD_DATA_TYPES, LOCALES, registry } from '@relais/domain';
import { describe, expect, it } from 'vitest';
import { readCatalogueFiles } from './language-lines.ts';

const WEB = fileURLToPath(new URL('../../../web/src/', import.meta.url));

const catalogue = readCatalogueFiles();

const keysOf = (locale: string) =>
  new Map([...catalogue].flatMap(([group, byLocale]) => Object.entries(byLocale[locale] ?? {}).map(([key, text]) => [`${group}.${key}`, text])));

/** Every `t('group.key')` of the web's sources, tests aside. */
function keysUsedByTheWeb(dir = WEB): Set<string> {
  const used = new Set<string>();
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      for (const key of keysUsedByTheWeb(path)) used.add(key);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*['"]([a-zA-Z]+\.[a-zA-Z.]+)['"]/g)) used.add(match[1]!);
      for (const match of readFileSync(path, 'utf8').matchAll(/labelKey:\s*['"]([a-zA-Z]+\.[a-zA-Z.]+)['"]/g)) used.add(match[1]!);
    }
  }
  return used;
}

/** Messages the web shows before the catalogue can load (boot failure), kept in its own code. */
const BOOT_ONLY = /^boot\./;

describe('the interface message catalogues', () => {
  const english = keysOf('en');

  it('hold every interface language and no other, in each group', () => {
    for (const [group, byLocale] of catalogue) expect(Object.keys(byLocale).sort(), group).toEqual([...LOCALES].sort());
  });

  it('have, in every language, exactly the messages English has, none empty', () => {
    for (const locale of LOCALES) {
      const messages = keysOf(locale);
      expect([...messages.keys()].sort(), locale).toEqual([...english.keys()].sort());
      expect([...messages].filter(([, text]) => !text.trim()).map(([key]) => key), locale).toEqual([]);
    }
  });

  it('keep the same placeholders in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of keysOf(locale)) {
        const placeholders = (value: string) => [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  /**
   * The back office names every field it shows by `fields.{type}.{field}` and every enumeration's
   * value by `fields.{type}.{field}_{value}`: every attribute a reader or a form may see (secrets,
   * never serialised, aside) and every relationship, of every declared kind, in every language, so a
   * new kind or field cannot show a raw or made-up English name.
   */
  const shownFields = registry.resources.flatMap((resource) => [
    ...Object.entries(resource.attributes).filter(([, attribute]) => !attribute.hidden || attribute.writeOnly).map(([field]) => `fields.${resource.type}.${field}`),
    ...Object.keys(resource.relationships).map((field) => `fields.${resource.type}.${field}`),
  ]);

  it('label every field of every declared kind, as the back office shows them (`fields.{type}.{field}`)', () => {
    expect(shownFields.length).toBeGreaterThan(800);
    for (const locale of LOCALES) {
      const messages = keysOf(locale);
      expect(shownFields.filter((key) => !messages.get(key)?.trim()), locale).toEqual([]);
    }
  });

  it('label every value of every enumeration, as the back office shows them (`fields.{type}.{field}_{value}`)', () => {
    const required = registry.resources.flatMap((resource) =>
      Object.entries(resource.attributes).flatMap(([field, attribute]) =>
        attribute.kind === 'enum' && (!attribute.hidden || attribute.writeOnly) ? (attribute.values ?? []).map((value) => `fields.${resource.type}.${field}_${value}`) : [],
      ),
    );
    expect(required).toEqual(expect.arrayContaining(FORM_FIELD_DATA_TYPES.map((value) => `fields.form-fields.dataType_${value}`)));
    for (const locale of LOCALES) {
      const messages = keysOf(locale);
      expect(required.filter((key) => !messages.get(key)?.trim()), locale).toEqual([]);
    }
  });

  it('translate the field labels: no language copies English for most of them', () => {
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      const messages = keysOf(locale);
      const copied = shownFields.filter((key) => messages.get(key) === english.get(key));
      expect(copied.length / shownFields.length, locale).toBeLessThan(0.2);
    }
  });

  it('hold every message the web shows', () => {
    const missing = [...keysUsedByTheWeb()].filter((key) => !BOOT_ONLY.test(key) && !english.has(key));
    expect(missing).toEqual([]);
  });

  it('keep the shared groups per area: each area folder labels only its own kinds', () => {
    const AREAS = join(fileURLToPath(new URL('.', import.meta.url)), 'language-lines');
    const areaOf = new Map(
      Object.entries(domain)
        .filter(([name]) => name.endsWith('_RESOURCES') && name !== 'RESOURCES')
        .flatMap(([name, kinds]) => (kinds as readonly { type: string }[]).map((kind) => [kind.type, name.slice(0, -'_RESOURCES'.length).toLowerCase().replace(/_/g, '-')] as const)),
    );
    expect(areaOf.size).toBe(registry.resources.length);
    const folders = readdirSync(AREAS, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) {
      for (const group of ['fields', 'kinds']) {
        let byLocale: Record<string, Record<string, string>>;
        try {
          byLocale = JSON.parse(readFileSync(join(AREAS, folder.name, `${group}.json`), 'utf8')) as Record<string, Record<string, string>>;
        } catch {
          continue;
        }
        const strangers = Object.keys(byLocale.en ?? {}).filter((key) => areaOf.get(key.split('.')[0]!) !== folder.name);
        expect(strangers, `${folder.name}/${group}.json`).toEqual([]);
      }
    }
  });
});

describe('reading the catalogue files', () => {
  const write = (dir: string, path: string, content: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), JSON.stringify(content));
  };

  it("merges a group's area files with its top-level file", () => {
    const dir = mkdtempSync(join(tmpdir(), 'relais-lines-'));
    try {
      write(dir, 'fields.json', { en: { 'x.a': 'A' } });
      write(dir, 'forum/fields.json', { en: { 'forum-subjects.title': 'Title' }, fr: { 'forum-subjects.title': 'Titre' } });
      write(dir, 'rental/fields.json', { en: { 'rental-models.name': 'Name' } });
      write(dir, 'shell.json', { en: { skip: 'Skip' } });
      const groups = readCatalogueFiles(dir);
      expect([...groups.keys()].sort()).toEqual(['fields', 'shell']);
      expect(groups.get('fields')).toEqual({ en: { 'x.a': 'A', 'forum-subjects.title': 'Title', 'rental-models.name': 'Name' }, fr: { 'forum-subjects.title': 'Titre' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a message given by two files, naming both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relais-lines-'));
    try {
      write(dir, 'forum/fields.json', { en: { 'forum-subjects.title': 'Title' } });
      write(dir, 'rental/fields.json', { en: { 'forum-subjects.title': 'Other' } });
      expect(() => readCatalogueFiles(dir)).toThrow(/fields\.forum-subjects\.title \(en\) is in both .*forum.*rental/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
