import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cleanLccConfiguration, LCC_FAILURE_MESSAGES } from './lcc.ts';

/** The domain compiles without Node's types, so the little of Node the test reads files through is described here. */
interface NodeProcess {
  getBuiltinModule(name: 'node:fs'): { readFileSync(path: string): Uint8Array };
}
const { readFileSync } = (globalThis as unknown as { process: NodeProcess }).process.getBuiltinModule('node:fs');
const here = (import.meta as unknown as { dirname: string }).dirname;

/** A keyboard configuration as LifeCompanion exports it, with use information, prediction data and three changelog entries. */
const sample = new Uint8Array(readFileSync(`${here}/fixtures/keyboard-configuration.lcc`));

const cleaned = () => {
  const result = cleanLccConfiguration(sample);
  if (!result.isCleaned) throw new Error(`not cleaned: ${result.failure}`);
  return { ...result, entries: unzipSync(result.file) };
};

describe('cleaning a LifeCompanion configuration', () => {
  it('reads the configuration id, the version and the system type', () => {
    expect(cleaned().metadata).toEqual({ configurationId: '5f0e8a2c-3d1b-4b8e-9a57-2c6f1e0d4b93', version: '1.6.2', systemType: 'WINDOWS' });
  });

  it('removes the use information and the prediction data, and says which files went', () => {
    const { entries, removedFiles } = cleaned();
    expect(Object.keys(entries).sort()).toEqual(['keylist/lifecompanion-keylist.xml', 'lifecompanion-configuration-description.xml', 'lifecompanion-configuration.xml', 'preview.png']);
    expect(removedFiles.sort()).toEqual(['lifecompanion-use-information.xml', 'plugins/lc-predict4all-plugin/predict4all-user-ngrams.bin', 'word-prediction/user-dictionary.json']);
  });

  it('empties the changelog and keeps the rest of the description as it was', () => {
    const { entries, removedChangelogEntries } = cleaned();
    const description = strFromU8(entries['lifecompanion-configuration-description.xml'] ?? new Uint8Array());
    expect(removedChangelogEntries).toBe(3);
    expect(description).not.toContain('ChangelogEntry ');
    expect(description).not.toContain('lea.martin');
    expect(description).toContain('<ChangelogEntries />');
    expect(description).toContain('configurationName="Clavier AZERTY &amp; pictogrammes"');
    expect(description).toContain('<TechInfo version="1.6.2" systemType="WINDOWS" />');
  });

  it('keeps the configuration, its key list and its preview byte for byte', () => {
    const original = unzipSync(sample);
    const { entries } = cleaned();
    for (const path of ['lifecompanion-configuration.xml', 'keylist/lifecompanion-keylist.xml', 'preview.png']) expect(entries[path]).toEqual(original[path]);
  });

  it('gives the same file when cleaned twice', () => {
    const once = cleaned();
    const twice = cleanLccConfiguration(once.file);
    expect(twice.isCleaned && twice.removedFiles).toEqual([]);
    expect(twice.isCleaned && unzipSync(twice.file)).toEqual(once.entries);
  });

  it('takes the id of the configuration itself when the description has none, and decodes entities', () => {
    const file = zipSync({
      'My keyboard/lifecompanion-configuration-description.xml': strToU8(`<ConfigurationDescription configurationName='A &lt;b&gt;'><TechInfo systemType="MAC" /></ConfigurationDescription>`),
      'My keyboard/lifecompanion-configuration.xml': strToU8('<LCConfiguration id="cfg-&#x31;" />'),
    });
    const result = cleanLccConfiguration(file);
    expect(result.isCleaned && result.metadata).toEqual({ configurationId: 'cfg-1', version: null, systemType: 'MAC' });
  });
});

describe('a configuration that cannot be cleaned', () => {
  it('is kept as it was, with the failure reported', () => {
    const text = strToU8('<ConfigurationDescription configurationID="x" />');
    expect(cleanLccConfiguration(text)).toEqual({ isCleaned: false, file: text, failure: 'not_an_archive' });
    const truncated = sample.slice(0, 400);
    expect(cleanLccConfiguration(truncated)).toMatchObject({ isCleaned: false, failure: 'not_an_archive' });
    expect(cleanLccConfiguration(truncated).file).toBe(truncated);
  });

  it('fails without a description, an unreadable one or one naming no configuration', () => {
    expect(cleanLccConfiguration(zipSync({ 'readme.txt': strToU8('hello') }))).toMatchObject({ isCleaned: false, failure: 'no_description' });
    expect(cleanLccConfiguration(zipSync({ 'lifecompanion-configuration-description.xml': strToU8('not xml') }))).toMatchObject({ failure: 'unreadable_description' });
    expect(cleanLccConfiguration(zipSync({ 'lifecompanion-configuration-description.xml': strToU8('<ConfigurationDescription configurationID="  " />') }))).toMatchObject({ failure: 'no_configuration_id' });
  });

  it('gives up on an archive that unpacks beyond the limit, before unpacking it', () => {
    const result = cleanLccConfiguration(sample, { maxUnpackedBytes: 1000 });
    expect(result).toMatchObject({ isCleaned: false, failure: 'too_large' });
    expect(result.isCleaned || LCC_FAILURE_MESSAGES[result.failure]).toBe('The configuration is too large once unpacked.');
  });
});
