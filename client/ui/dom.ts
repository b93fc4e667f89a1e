/** A tiny DOM builder: text is always set as text, never parsed as markup. */
type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | ((ev: Event) => void) | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === 'function') el.addEventListener(k.replace(/^on/, '').toLowerCase(), v);
    else if (k === 'class') el.className = String(v);
    else if (k === 'text') el.textContent = String(v);
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  }
  return el;
}

/** A yes/no switch (role=switch): a checkbox drawn as a track and a knob, as large as a finger needs (style.css). */
export function switchBox(attrs: Attrs = {}): HTMLInputElement {
  return h('input', { type: 'checkbox', role: 'switch', ...attrs, class: `switch ${attrs.class ?? ''}`.trim() });
}

export function clear(el: Element): void {
  while (el.firstChild) el.firstChild.remove();
}

/** A row of toggle buttons; the selected one is marked. */
export function segmented<T extends string | number>(
  values: readonly T[],
  current: T,
  label: (v: T) => string,
  onPick: (v: T) => void,
  testId?: string,
): HTMLElement {
  const box = h('span', { class: 'seg', 'data-test': testId });
  const draw = (cur: T) => {
    clear(box);
    for (const v of values)
      box.append(
        h('button', {
          class: v === cur ? 'sel' : '',
          'data-value': String(v),
          text: label(v),
          onclick: () => {
            onPick(v);
            draw(v);
          },
        }),
      );
  };
  draw(current);
  return box;
}
