/** A tiny SVG builder (the shell's `h` makes HTML elements only): attributes set as given, text as text. */
const NS = 'http://www.w3.org/2000/svg';

type Attrs = Record<string, string | number | undefined>;

export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (SVGElement | string | null)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, String(v));
  for (const c of children) if (c !== null) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

export function clearSvg(el: Element): void {
  while (el.firstChild) el.firstChild.remove();
}

/** Moves an element to a point (its drawing is centred on its origin). */
export const place = (el: SVGElement, x: number, y: number, extra = ''): void =>
  el.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})${extra}`);

let uid = 0;
/** A prefix for ids inside one drawing (several maps may be on the page: the board and the result's). */
export const nextId = (): string => `lv${++uid}`;
