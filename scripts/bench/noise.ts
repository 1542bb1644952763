/** Pictures of noise: noise does not compress, so each weighs what a photo of its size can at most. */
import type { Color } from "sharp";

export interface Noise {
  /** The flat colour the gaussian noise is laid over. */
  background: Color;
  mean: number;
  sigma: number;
  /** The JPEG quality, 1 to 100. */
  quality: number;
}

/** A `width` × `height` JPEG of gaussian noise. */
export async function noisyJpeg(
  width: number,
  height: number,
  { background, mean, sigma, quality }: Noise,
): Promise<Buffer> {
  // Loaded when the first picture is made, not when a script imports this file.
  const sharp = (await import("sharp")).default;
  return sharp({
    create: { width, height, channels: 3, background, noise: { type: "gaussian", mean, sigma } },
  })
    .jpeg({ quality })
    .toBuffer();
}
