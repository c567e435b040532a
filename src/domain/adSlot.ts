import { describeValue, isRecord } from './describeValue';

export type AdSize = readonly [number, number] | 'fluid';

/** A slot of the host contract (spec §3: id, sizes, name), and the ad network that serves it. */
export interface AdSlotDefinition {
  /** The id of the slot's element in the page. */
  id: string;
  sizes: AdSize[];
  /** The ad network's own name for the slot (an ad-unit path, say); its adapter checks the form. */
  name: string;
  /** The network that serves the slot (an ads adapter's `network`); absent: the site's first network. */
  network?: string;
}

const ELEMENT_ID = /^[A-Za-z][\w-]*$/;
const SLOT_NAME = /^\S+$/;
const NETWORK = /^[a-z][a-z\d-]*$/;

/**
 * A validated slot, or the reason it is malformed: id a DOM id, name a word without spaces, sizes a non-empty list
 * of positive integer [width, height] pairs or 'fluid' (a single bare pair is accepted as a list of one), network
 * (optional) a lower-case name.
 */
export function parseAdSlot(raw: unknown): { slot: AdSlotDefinition } | { error: string } {
  if (!isRecord(raw)) return { error: `must be an object, got ${describeValue(raw)}` };
  const { id, name, sizes, network } = raw;
  if (typeof id !== 'string' || !ELEMENT_ID.test(id)) {
    return { error: `id must be a DOM element id (a letter, then letters, digits, '_' or '-'), got ${describeValue(id)}` };
  }
  if (typeof name !== 'string' || !SLOT_NAME.test(name)) {
    return { error: `name must be the ad network's name for the slot (not empty, no spaces), got ${describeValue(name)}` };
  }
  const parsedSizes = parseSizes(sizes);
  if (parsedSizes === undefined) {
    return { error: `sizes must be a non-empty list of [width, height] positive whole numbers or 'fluid', got ${describeValue(sizes)}` };
  }
  if (network === undefined || network === null) return { slot: { id, name, sizes: parsedSizes } };
  if (typeof network !== 'string' || !NETWORK.test(network)) {
    return { error: `network must be an ad network's name (a lower-case letter, then letters, digits or '-'), got ${describeValue(network)}` };
  }
  return { slot: { id, name, sizes: parsedSizes, network } };
}

function parseSizes(raw: unknown): AdSize[] | undefined {
  if (isSizePair(raw)) return [[raw[0], raw[1]]];
  if (!Array.isArray(raw) || raw.length === 0) return undefined;
  const sizes: AdSize[] = [];
  for (const size of raw) {
    if (size === 'fluid') sizes.push('fluid');
    else if (isSizePair(size)) sizes.push([size[0], size[1]]);
    else return undefined;
  }
  return sizes;
}

function isSizePair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((side) => Number.isSafeInteger(side) && side > 0);
}

/** The valid slots of a raw `ads` value (null/absent → none); each malformed or duplicate-id slot is dropped with an error. */
export function parseAdSlots(raw: unknown): { slots: AdSlotDefinition[]; errors: string[] } {
  if (raw === undefined || raw === null) return { slots: [], errors: [] };
  if (!Array.isArray(raw)) return { slots: [], errors: [`ads must be a list of ad slots, got ${describeValue(raw)}`] };
  const slots: AdSlotDefinition[] = [];
  const errors: string[] = [];
  const firstIndexById = new Map<string, number>();
  raw.forEach((entry: unknown, index) => {
    const parsed = parseAdSlot(entry);
    if ('error' in parsed) {
      errors.push(`ads[${index}] dropped: ${parsed.error}`);
      return;
    }
    const firstIndex = firstIndexById.get(parsed.slot.id);
    if (firstIndex !== undefined) {
      errors.push(`ads[${index}] dropped: id ${JSON.stringify(parsed.slot.id)} is already used by ads[${firstIndex}]`);
      return;
    }
    firstIndexById.set(parsed.slot.id, index);
    slots.push(parsed.slot);
  });
  return { slots, errors };
}
