import L from 'leaflet';

export type HeatPoint = { latitude: number; longitude: number; count: number };

const RADIUS = 30;
/** Colour by density: the usual blue → green → yellow → red of a heat map. */
const STOPS: [number, string][] = [
  [0.2, '#2563eb'],
  [0.45, '#06b6d4'],
  [0.65, '#84cc16'],
  [0.82, '#facc15'],
  [1, '#dc2626'],
];

function canvas(width: number, height: number) {
  const element = document.createElement('canvas');
  element.width = width;
  element.height = height;
  return element;
}

/** A soft round brush: drawn once, stamped once per point. */
function brush(): HTMLCanvasElement {
  const element = canvas(RADIUS * 2, RADIUS * 2);
  const context = element.getContext('2d') as CanvasRenderingContext2D;
  const gradient = context.createRadialGradient(RADIUS, RADIUS, 0, RADIUS, RADIUS, RADIUS);
  gradient.addColorStop(0, 'rgba(0,0,0,1)');
  gradient.addColorStop(1, 'rgba(0,0,0,0)');
  context.fillStyle = gradient;
  context.fillRect(0, 0, RADIUS * 2, RADIUS * 2);
  return element;
}

/** 256 RGB colours indexed by the density (alpha) of a pixel. */
function palette(): Uint8ClampedArray {
  const context = canvas(256, 1).getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  const gradient = context.createLinearGradient(0, 0, 256, 0);
  for (const [at, colour] of STOPS) gradient.addColorStop(at, colour);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 1);
  return context.getImageData(0, 0, 256, 1).data;
}

/**
 * A heat layer drawn on one canvas, with no plugin: each cell the server sends is stamped with a soft brush
 * whose strength grows with the log of its count (so one busy city does not wash out the rest), then the
 * accumulated density is mapped to colours. Redrawn after every move; hidden during zoom animations.
 */
export class HeatCanvasLayer extends L.Layer {
  private element?: HTMLCanvasElement;
  private points: HeatPoint[] = [];
  private readonly stamp = brush();
  private readonly colours = palette();

  setPoints(points: HeatPoint[]) {
    this.points = points;
    this.redraw();
    return this;
  }

  override onAdd(map: L.Map) {
    this.element = L.DomUtil.create('canvas', 'leaflet-zoom-hide');
    this.element.setAttribute('data-testid', 'heat-layer');
    // Its own pane above the country shapes (overlay pane, 400) and below the markers (600).
    const pane = map.getPane('heat') ?? map.createPane('heat');
    pane.style.zIndex = '450';
    pane.style.pointerEvents = 'none';
    pane.appendChild(this.element);
    map.on('moveend resize', this.redraw, this);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map) {
    map.off('moveend resize', this.redraw, this);
    this.element?.remove();
    this.element = undefined;
    return this;
  }

  private redraw() {
    const map = this._map as L.Map | undefined;
    if (!map || !this.element) return;
    const size = map.getSize();
    this.element.width = size.x;
    this.element.height = size.y;
    L.DomUtil.setPosition(this.element, map.containerPointToLayerPoint([0, 0]));
    const context = this.element.getContext('2d', { willReadFrequently: true });
    if (!context || !this.points.length || !size.x || !size.y) return;

    const most = Math.log1p(Math.max(...this.points.map((point) => point.count)));
    for (const point of this.points) {
      const at = map.latLngToContainerPoint([point.latitude, point.longitude]);
      if (at.x < -RADIUS || at.y < -RADIUS || at.x > size.x + RADIUS || at.y > size.y + RADIUS) continue;
      context.globalAlpha = Math.min(1, 0.35 + (0.65 * Math.log1p(point.count)) / (most || 1));
      context.drawImage(this.stamp, at.x - RADIUS, at.y - RADIUS);
    }
    const image = context.getImageData(0, 0, size.x, size.y);
    const pixels = image.data;
    for (let i = 3; i < pixels.length; i += 4) {
      const density = pixels[i] as number;
      if (!density) continue;
      const offset = density * 4;
      pixels[i - 3] = this.colours[offset] as number;
      pixels[i - 2] = this.colours[offset + 1] as number;
      pixels[i - 1] = this.colours[offset + 2] as number;
      pixels[i] = Math.min(230, density * 1.6);
    }
    context.putImageData(image, 0, 0);
  }
}
