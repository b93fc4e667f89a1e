/** The title illustration: a kaiju silhouette over a burning Tokyo skyline (original SVG art in assets/). */
import titleUrl from '../../assets/title-kaiju.svg?url';

export function titleArt(): HTMLImageElement {
  const img = document.createElement('img');
  img.src = titleUrl;
  img.className = 'title-art';
  img.alt = '';
  img.width = 560;
  img.height = 220;
  img.setAttribute('aria-hidden', 'true');
  img.draggable = false;
  return img;
}
