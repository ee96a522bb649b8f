/**
 * Nearest-neighbour search over points on the globe: a static k-d tree over their unit vectors (x, y, z).
 * The straight-line distance between unit vectors grows with the great-circle distance, so the nearest by
 * one is the nearest by the other, with no special case at the poles or the antimeridian (a latitude and
 * longitude grid has both). The tree is implicit, kdbush-style: the points are reordered so that each
 * range's median splits it, and the arrays hold nothing else (28 bytes a point).
 */
export class NearestPointIndex {
  /** Original position of each point in tree order. */
  private readonly ids: Int32Array;
  private readonly coords: Float64Array;

  constructor(latitudes: ArrayLike<number>, longitudes: ArrayLike<number>) {
    const count = latitudes.length;
    this.ids = new Int32Array(count);
    this.coords = new Float64Array(count * 3);
    for (let i = 0; i < count; i++) {
      this.ids[i] = i;
      unitVector(latitudes[i] as number, longitudes[i] as number, this.coords, i * 3);
    }
    this.build(0, count - 1, 0);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Position (in the arrays given to the constructor) of the point nearest to latitude, longitude; -1 if empty. */
  nearest(latitude: number, longitude: number): number {
    if (!this.ids.length) return -1;
    const target = new Float64Array(3);
    unitVector(latitude, longitude, target, 0);
    const best = { index: -1, distance: Infinity };
    this.search(target, 0, this.ids.length - 1, 0, best);
    return this.ids[best.index] as number;
  }

  private search(target: Float64Array, left: number, right: number, axis: number, best: { index: number; distance: number }) {
    if (left > right) return;
    const middle = (left + right) >> 1;
    const at = middle * 3;
    const dx = (this.coords[at] as number) - (target[0] as number);
    const dy = (this.coords[at + 1] as number) - (target[1] as number);
    const dz = (this.coords[at + 2] as number) - (target[2] as number);
    const distance = dx * dx + dy * dy + dz * dz;
    if (distance < best.distance) {
      best.distance = distance;
      best.index = middle;
    }
    if (left === right) return;
    const gap = (target[axis] as number) - (this.coords[at + axis] as number);
    const next = (axis + 1) % 3;
    // The target's own side first; the other side can only hold a nearer point if the splitting plane is
    // nearer than the best so far.
    if (gap <= 0) {
      this.search(target, left, middle - 1, next, best);
      if (gap * gap < best.distance) this.search(target, middle + 1, right, next, best);
    } else {
      this.search(target, middle + 1, right, next, best);
      if (gap * gap < best.distance) this.search(target, left, middle - 1, next, best);
    }
  }

  /** Puts the median of [left, right] on `axis` in the middle, smaller before, larger after; then each half on the next axis. */
  private build(left: number, right: number, axis: number) {
    if (right <= left) return;
    const middle = (left + right) >> 1;
    this.select(middle, left, right, axis);
    this.build(left, middle - 1, (axis + 1) % 3);
    this.build(middle + 1, right, (axis + 1) % 3);
  }

  /** Hoare's selection (quickselect) of the k-th point by one coordinate. */
  private select(k: number, left: number, right: number, axis: number) {
    while (right > left) {
      const pivot = this.coords[k * 3 + axis] as number;
      let i = left;
      let j = right;
      this.swap(left, k);
      if ((this.coords[right * 3 + axis] as number) > pivot) this.swap(left, right);
      while (i < j) {
        this.swap(i, j);
        i++;
        j--;
        while ((this.coords[i * 3 + axis] as number) < pivot) i++;
        while ((this.coords[j * 3 + axis] as number) > pivot) j--;
      }
      if ((this.coords[left * 3 + axis] as number) === pivot) this.swap(left, j);
      else {
        j++;
        this.swap(j, right);
      }
      if (j <= k) left = j + 1;
      if (k <= j) right = j - 1;
    }
  }

  private swap(a: number, b: number) {
    const id = this.ids[a] as number;
    this.ids[a] = this.ids[b] as number;
    this.ids[b] = id;
    for (let c = 0; c < 3; c++) {
      const value = this.coords[a * 3 + c] as number;
      this.coords[a * 3 + c] = this.coords[b * 3 + c] as number;
      this.coords[b * 3 + c] = value;
    }
  }
}

const RADIANS = Math.PI / 180;

function unitVector(latitude: number, longitude: number, into: Float64Array, at: number) {
  const phi = latitude * RADIANS;
  const lambda = longitude * RADIANS;
  into[at] = Math.cos(phi) * Math.cos(lambda);
  into[at + 1] = Math.cos(phi) * Math.sin(lambda);
  into[at + 2] = Math.sin(phi);
}
