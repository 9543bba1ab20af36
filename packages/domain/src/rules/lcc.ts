import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { Zippable } from 'fflate';
import { decodeEntities } from './text.ts';

/**
 * Cleaning a LifeCompanion configuration (`.lcc`) before it is shared in the repository (spec, domain
 * §5): its prediction data and use information are removed, its changelog entries emptied, and its
 * configuration id, version and system type read as metadata. A `.lcc` is a ZIP archive of the
 * configuration's folder; its description, `lifecompanion-configuration-description.xml`, is
 * `<ConfigurationDescription configurationID="…">` holding `<TechInfo version="…" systemType="…"/>`
 * and `<ChangelogEntries>` (one `<ChangelogEntry>` per editing session: who edited, when).
 * Anything unexpected fails the cleaning; the caller then keeps the original and reports why.
 */

export const LCC_DESCRIPTION_FILE = 'lifecompanion-configuration-description.xml';
export const LCC_CONFIGURATION_FILE = 'lifecompanion-configuration.xml';
export const LCC_USE_INFORMATION_FILE = 'lifecompanion-use-information.xml';
/** Largest total the archive may unpack to; beyond it the cleaning gives up rather than fill memory. */
export const LCC_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

export interface LccMetadata {
  configurationId: string;
  version: string | null;
  systemType: string | null;
}

export type LccFailure = 'not_an_archive' | 'too_large' | 'no_description' | 'unreadable_description' | 'no_configuration_id';

/** What the upload reports when it keeps the original (spec, domain §8 "Cleaning failure of a configuration file"). */
export const LCC_FAILURE_MESSAGES: Readonly<Record<LccFailure, string>> = {
  not_an_archive: 'The file is not a LifeCompanion configuration archive.',
  too_large: 'The configuration is too large once unpacked.',
  no_description: 'The archive holds no configuration description.',
  unreadable_description: 'The configuration description cannot be read.',
  no_configuration_id: 'The configuration description names no configuration id.',
};

export type LccCleaning =
  | { isCleaned: true; file: Uint8Array; metadata: LccMetadata; removedFiles: string[]; removedChangelogEntries: number }
  | { isCleaned: false; file: Uint8Array; failure: LccFailure };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Use information: the use-information file, and the folder LifeCompanion keeps it in without a profile. */
const isUseInformation = (path: string) => segmentsOf(path).some((segment) => segment === LCC_USE_INFORMATION_FILE || segment === 'use-info-default');

/** Prediction data: any file or folder named for prediction (word or character predictors' learnt data). */
const isPredictionData = (path: string) => segmentsOf(path).some((segment) => /predict/i.test(segment));

const basename = (path: string) => segmentsOf(path).at(-1) ?? '';

const ATTRIBUTES = String.raw`((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)`;
const startTag = (name: string) => new RegExp(String.raw`<${name}${ATTRIBUTES}\s*(/?)>`);

function attributesOf(xml: string, element: string): Map<string, string> | null {
  const match = startTag(element).exec(xml);
  if (!match) return null;
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single] of (match[1] ?? '').matchAll(/([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes.set(name, decodeEntities(double ?? single ?? ''));
  }
  return attributes;
}

const CHANGELOG = new RegExp(String.raw`<ChangelogEntries${ATTRIBUTES}\s*(?:/>|>([\s\S]*?)</ChangelogEntries\s*>)`);

/** The description without its changelog entries (the element stays, empty), and how many there were. */
function withoutChangelog(xml: string): { xml: string; removed: number } {
  const match = CHANGELOG.exec(xml);
  if (!match) return { xml, removed: 0 };
  const removed = (match[2] ?? '').match(/<ChangelogEntry\b/g)?.length ?? 0;
  return { xml: xml.replace(CHANGELOG, '<ChangelogEntries />'), removed };
}

function unpack(file: Uint8Array, maxUnpackedBytes: number): Record<string, Uint8Array> | LccFailure {
  let total = 0;
  try {
    return unzipSync(file, {
      filter: ({ originalSize }) => {
        total += originalSize;
        if (total > maxUnpackedBytes) throw new RangeError('too large');
        return true;
      },
    });
  } catch (error) {
    return error instanceof RangeError && error.message === 'too large' ? 'too_large' : 'not_an_archive';
  }
}

/** The id the configuration itself carries (`<LCConfiguration id="…">`, beside the description), for descriptions without one. */
function configurationIdOf(entries: Record<string, Uint8Array>, descriptionPath: string): string | undefined {
  const configuration = entries[descriptionPath.replace(LCC_DESCRIPTION_FILE, LCC_CONFIGURATION_FILE)];
  return configuration ? attributesOf(strFromU8(configuration), 'LCConfiguration')?.get('id')?.trim() : undefined;
}

export function cleanLccConfiguration(original: Uint8Array, { maxUnpackedBytes = LCC_MAX_UNPACKED_BYTES }: { maxUnpackedBytes?: number } = {}): LccCleaning {
  const fail = (failure: LccFailure): LccCleaning => ({ isCleaned: false, file: original, failure });
  const entries = unpack(original, maxUnpackedBytes);
  if (typeof entries === 'string') return fail(entries);
  const paths = Object.keys(entries);
  const descriptionPath = paths.filter((path) => basename(path) === LCC_DESCRIPTION_FILE).sort((a, b) => segmentsOf(a).length - segmentsOf(b).length)[0];
  if (descriptionPath === undefined) return fail('no_description');
  const description = strFromU8(entries[descriptionPath] ?? new Uint8Array());
  const root = attributesOf(description, 'ConfigurationDescription');
  if (!root) return fail('unreadable_description');
  const configurationId = root.get('configurationID')?.trim() || configurationIdOf(entries, descriptionPath);
  if (!configurationId) return fail('no_configuration_id');
  const techInfo = attributesOf(description, 'TechInfo');
  const changelog = withoutChangelog(description);

  const removedFiles: string[] = [];
  const kept: Zippable = {};
  for (const path of paths) {
    if (isUseInformation(path) || isPredictionData(path)) {
      if (!path.endsWith('/')) removedFiles.push(path);
      continue;
    }
    kept[path] = path === descriptionPath ? strToU8(changelog.xml) : (entries[path] ?? new Uint8Array());
  }
  return {
    isCleaned: true,
    file: zipSync(kept, { level: 6 }),
    metadata: { configurationId, version: techInfo?.get('version') || null, systemType: techInfo?.get('systemType') || null },
    removedFiles,
    removedChangelogEntries: changelog.removed,
  };
}
