/** Downloads of a chart: its numbers as CSV, its picture as PNG (the theme's colours written into the SVG first). */

function download(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  download(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * What the picture takes from the page. The direction too: the plots' text anchors are logical (on an RTL page "end" is
 * a text's left edge), and an SVG drawn as an image is left to right unless it says otherwise.
 */
const PAINT = ['fill', 'stroke', 'opacity', 'font-size', 'font-family', 'font-weight', 'direction'] as const;

/** The SVG with every colour resolved (an image drawn on a canvas cannot read the page's CSS variables). */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const style = getComputedStyle(el);
    for (const p of PAINT) (to[i] as Element).setAttribute(p, style.getPropertyValue(p));
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('class');
  return new XMLSerializer().serializeToString(copy);
}

/** Draws the chart on a canvas twice its size, on the card's background, and downloads it. */
export async function downloadPng(svg: SVGSVGElement, background: string, filename: string): Promise<void> {
  const { width, height } = svg.getBoundingClientRect();
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(standaloneSvg(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * 2);
  canvas.height = Math.round(height * 2);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  download(canvas.toDataURL('image/png'), filename);
}
