import { AUDIT_ACTIONS, isAuditAction, type AuditRecordKind } from './audit-actions';
import type { en } from './messages';
import type { TimelineEntry } from './timeline';

type Texts = typeof en.timeline;
/**
 * How the caller writes dates and numbers in its language (the web: lib/dates.ts, lib/format.ts), and the names
 * of the codes some fields hold (an alarm's outcome 'assisted' reads "Assisted"), by field.
 */
export type EntryFormats = {
  dateTime: (iso: string) => string;
  number: (value: number) => string;
  codeNames?: Partial<Record<string, Record<string, string>>>;
};

/** A sentence in pieces, so the caller can draw the actor and the record (a link) as it likes. */
export type SentencePart = { kind: 'text' | 'actor' | 'record'; text: string };
/** One line of the details: "Status: Active → Inactive" is { label: 'Status', value: 'Active → Inactive' }. */
export type EntryDetail = { field: string; label: string; value: string };
export type EntryDescription = {
  parts: SentencePart[];
  /** What the entry is about, for a link: only when the record still exists (or is a list, 'devices'). */
  record: { kind: AuditRecordKind; id: string | null; name: string } | null;
  details: EntryDetail[];
};

type Change = { from: unknown; to: unknown };
const isChange = (value: unknown): value is Change => typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields that hold an account's or a device's status: 1/true reads "Active", 0/false "Inactive". */
const STATUS_FIELDS = new Set(['status', 'isActive']);

function formatValue(field: string, value: unknown, texts: Texts, formats: EntryFormats): string {
  if (value === null || value === undefined || value === '') return texts.values.empty;
  if (STATUS_FIELDS.has(field) && (typeof value === 'boolean' || typeof value === 'number')) {
    return value === true || value === 1 ? texts.values.active : texts.values.inactive;
  }
  if (typeof value === 'boolean') return value ? texts.values.yes : texts.values.no;
  if (typeof value === 'number') return formats.number(value);
  const named = typeof value === 'string' ? formats.codeNames?.[field] : undefined;
  if (named && typeof value === 'string' && Object.hasOwn(named, value)) return named[value] as string;
  if (typeof value === 'string') return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? formats.dateTime(value) : value;
  if (Array.isArray(value)) return value.map((item) => formatValue(field, item, texts, formats)).join(', ');
  return JSON.stringify(value);
}

/** The summary as lines: a change as before → after, anything else as its value. */
export function entryDetails(summary: Record<string, unknown>, texts: Texts, formats: EntryFormats): EntryDetail[] {
  return Object.entries(summary)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([field, value]) => ({
      field,
      label: texts.fields[field] ?? field,
      value: isChange(value)
        ? texts.change(formatValue(field, value.from, texts, formats), formatValue(field, value.to, texts, formats))
        : formatValue(field, value, texts, formats),
    }));
}

/** The status an entry set, for the actions whose sentence says which way it went. */
function statusWay(summary: Record<string, unknown>): 'activated' | 'deactivated' {
  const change = summary.status ?? summary.isActive;
  const to = isChange(change) ? change.to : change;
  return to === 1 || to === true ? 'activated' : 'deactivated';
}

function sentenceOf(entry: TimelineEntry, texts: Texts): string {
  if (!isAuditAction(entry.action)) return texts.otherAction;
  const sentence = texts.sentences[entry.action];
  return typeof sentence === 'string' ? sentence : sentence[statusWay(entry.summary)];
}

/** Splits "{actor} deactivated user {record}" around its placeholders. */
function fill(sentence: string, actor: string, record: string): SentencePart[] {
  return sentence
    .split(/(\{actor\}|\{record\})/)
    .filter((piece) => piece !== '')
    .map((piece): SentencePart => {
      if (piece === '{actor}') return { kind: 'actor', text: actor };
      if (piece === '{record}') return { kind: 'record', text: record };
      return { kind: 'text', text: piece };
    });
}

/** An entry as its sentence (actor, verb, record), the record to link to, and its details. */
export function describeEntry(entry: TimelineEntry, texts: Texts, formats: EntryFormats): EntryDescription {
  const actor = entry.actorName ?? entry.actorEmail ?? texts.unknownActor;
  const recordName = entry.recordName ?? (entry.entityId ? texts.unnamedRecord(entry.entityId) : texts.values.empty);
  const kind = isAuditAction(entry.action) ? AUDIT_ACTIONS[entry.action] : undefined;
  const linkable = kind !== undefined && kind !== 'self' && (entry.recordExists || kind === 'devices');
  return {
    parts: fill(sentenceOf(entry, texts), actor, recordName),
    record: linkable ? { kind, id: entry.entityId, name: recordName } : null,
    details: entryDetails(entry.summary, texts, formats),
  };
}
