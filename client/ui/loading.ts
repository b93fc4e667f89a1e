/** The loading overlay with its progress bar (first load, and loading the game art before a game). */
export function setProgress(fraction: number): void {
  const fill = document.getElementById('boot-fill');
  if (fill) fill.style.width = `${Math.round(Math.max(0.05, Math.min(1, fraction)) * 100)}%`;
}

export function showLoading(on: boolean): void {
  const boot = document.getElementById('boot');
  if (boot) boot.style.display = on ? 'flex' : 'none';
}

/** Runs loaders one after the other, moving the bar as each finishes. */
export async function loadWithProgress(steps: (() => Promise<unknown>)[]): Promise<void> {
  showLoading(true);
  let done = 0;
  setProgress(0.05);
  for (const s of steps) {
    await s();
    done++;
    setProgress(done / steps.length);
  }
  showLoading(false);
}

let fontsReady: Promise<void> | null = null;

/** Loads the bundled Japanese font (lazily, after the first menu) and waits until canvas text can use it. */
export function loadFonts(): Promise<void> {
  fontsReady ??= (async () => {
    await Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]);
    try {
      await Promise.all([
        document.fonts.load(
          '400 16px "Noto Sans JP"',
          '池袋高田馬場早稲田新宿代々木原宿渋谷恵比寿六本木赤坂四ツ谷市ヶ谷',
        ),
        document.fonts.load(
          '700 16px "Noto Sans JP"',
          '飯田橋神田秋葉原上野浅草日本橋丸の内霞が関銀座新橋浜松町お台場皇居',
        ),
      ]);
    } catch {
      // a font that fails to load leaves the system font in place
    }
  })();
  return fontsReady;
}
