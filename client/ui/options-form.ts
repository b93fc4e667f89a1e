/**
 * A game's options as a form, drawn from its zod schema (as JSON Schema): a choice among a few values becomes a
 * row of buttons, a yes/no a switch, a bounded number a number field. The game's client meta gives the labels.
 * Options marked `table` (a turn timer, who hears a chat) appear only where a table has them: online rooms.
 */
import { z } from 'zod';
import type { GameMeta } from '../games/types';
import { getLang } from '../i18n/index';
import { h, segmented, switchBox } from './dom';

interface Prop {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Prop[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  table?: boolean;
  suggested?: unknown;
}

/** The values a property may take when it is a short list, else null. */
function choices(p: Prop): unknown[] | null {
  if (p.enum) return p.enum;
  if (p.anyOf?.every((x) => 'const' in x)) return p.anyOf.map((x) => x.const);
  return null;
}

export interface OptionsForm {
  element: HTMLElement;
  /** The values as the form holds them now (defaults included). */
  values(): Record<string, unknown>;
}

export function optionsForm(schema: z.ZodType, meta: GameMeta, where: 'solo' | 'room'): OptionsForm {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, Prop> };
  const lang = getLang();
  const values: Record<string, unknown> = {};
  const rows: HTMLElement[] = [];
  for (const [key, p] of Object.entries(json.properties ?? {})) {
    const texts = meta.options[key];
    if (!texts || (p.table && where === 'solo')) continue;
    const initial = p.default ?? p.suggested;
    if (initial !== undefined) values[key] = initial;
    const label = texts.label[lang];
    const list = choices(p);
    let control: HTMLElement | null = null;
    if (list) {
      const value = initial ?? list[0];
      values[key] = value;
      control = segmented(
        list as (string | number)[],
        value as string | number,
        (v) => texts.values?.[String(v)]?.[lang] ?? String(v),
        (v) => (values[key] = v),
        `opt-${key}`,
      );
    } else if (p.type === 'boolean') {
      const box = switchBox({ 'data-test': `opt-${key}`, checked: !!initial });
      values[key] = !!initial;
      box.onchange = () => (values[key] = box.checked);
      control = box;
    } else if ((p.type === 'integer' || p.type === 'number') && p.minimum !== undefined && p.maximum !== undefined) {
      const min = p.minimum;
      const max = p.maximum;
      const input = h('input', { type: 'number', min, max, value: String(initial ?? min), 'data-test': `opt-${key}` });
      values[key] = Number(initial ?? min);
      input.onchange = () => {
        const n = Math.round(Number(input.value));
        values[key] = Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : min;
        input.value = String(values[key]);
      };
      control = input;
    }
    if (control) rows.push(h('div', { class: 'form-row' }, h('label', { text: label }), control));
  }
  return { element: h('div', { class: 'options-form' }, rows), values: () => ({ ...values }) };
}
