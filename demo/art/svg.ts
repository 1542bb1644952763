/** SVG string building: number formatting, elements, and a document that collects <defs>. */
/** Format a coordinate with one decimal at most. */
export function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? f(v) : escapeXml(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${tag}${attrs(a)}/>`
    : `<${tag}${attrs(a)}>${children}</${tag}>`;
}

/** <rect>, <ellipse> and <circle> from their geometry and fill, then any further attributes. */
export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  more?: Attrs,
) {
  return el("rect", { x, y, width, height, fill, ...more });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  more?: Attrs,
) {
  return el("ellipse", { cx, cy, rx, ry, fill, ...more });
}

export function circle(cx: number, cy: number, r: number, fill: string, more?: Attrs): string {
  return el("circle", { cx, cy, r, fill, ...more });
}

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Accumulates <defs> and hands out unique ids within one document. */
export class Doc {
  defs: string[] = [];
  private counter = 0;
  private readonly prefix: string;
  constructor(prefix = "") {
    this.prefix = prefix;
  }
  id(kind = "a"): string {
    this.counter += 1;
    return `${this.prefix}${kind}${this.counter.toString(36)}`;
  }
  def(markup: string): void {
    this.defs.push(markup);
  }
  /** Linear gradient; angle in degrees (0 = left→right, 90 = top→bottom). */
  linear(stops: Array<[number, string, number?]>, angle = 90): string {
    const id = this.id("g");
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) / 2;
    const dy = Math.sin(rad) / 2;
    this.def(
      el(
        "linearGradient",
        { id, x1: f2(0.5 - dx), y1: f2(0.5 - dy), x2: f2(0.5 + dx), y2: f2(0.5 + dy) },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }
  /** A two-colour linear gradient, top to bottom unless another angle is given. */
  fade(from: string, to: string, angle = 90): string {
    return this.linear(
      [
        [0, from],
        [1, to],
      ],
      angle,
    );
  }
  /**
   * A sheen: `light` at opacity a fading out by `mid`, then `dark` rising to opacity b at the far
   * end (top to bottom unless another angle is given).
   */
  sheen(light: string, a: number, mid: number, dark: string, b: number, angle = 90): string {
    return this.linear(
      [
        [0, light, a],
        [mid, light, 0],
        [1, dark, b],
      ],
      angle,
    );
  }
  /** A colour at opacity a at the left (or right) edge, fading out `reach` of the way across. */
  sideLight(col: string, a: number, reach: number, left: boolean): string {
    const stops: Array<[number, string, number]> = left
      ? [
          [0, col, a],
          [reach, col, 0],
        ]
      : [
          [1 - reach, col, 0],
          [1, col, a],
        ];
    return this.linear(stops, 0);
  }
  /** A radial glow or soft shadow of one colour: opacity a from the centre (or `inner`) out to 0. */
  glow(col: string, a: number, inner = 0): string {
    return this.radial([
      [inner, col, a],
      [1, col, 0],
    ]);
  }
  /** Radial gradient in bounding-box units. */
  radial(
    stops: Array<[number, string, number?]>,
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    fx?: number,
    fy?: number,
  ): string {
    const id = this.id("r");
    this.def(
      el(
        "radialGradient",
        {
          id,
          cx: f2(cx),
          cy: f2(cy),
          r: f2(r),
          fx: fx === undefined ? undefined : f2(fx),
          fy: fy === undefined ? undefined : f2(fy),
        },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }
  /**
   * Repeat some markup over a W×H area with <use>. (SVG <pattern> is avoided: librsvg renders
   * it slowly unless the tile lands exactly on the pixel grid.)
   */
  tile(W: number, H: number, size: number, content: string): string {
    const id = this.id("u");
    this.def(`<g id="${id}">${content}</g>`);
    let out = "";
    for (let y = 0; y < H; y += size)
      for (let x = 0; x < W; x += size) out += `<use href="#${id}" x="${f(x)}" y="${f(y)}"/>`;
    return out;
  }
  clip(inner: string): string {
    const id = this.id("c");
    this.def(el("clipPath", { id }, inner));
    return `url(#${id})`;
  }
}

function f2(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}

function stopsMarkup(stops: Array<[number, string, number?]>): string {
  return stops
    .map(([o, c, op]) =>
      el("stop", {
        offset: f2(o),
        "stop-color": c,
        "stop-opacity": op === undefined ? undefined : f2(op),
      }),
    )
    .join("");
}
