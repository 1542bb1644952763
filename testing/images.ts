import { randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import type { MediaSection } from "#core/media-files.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A photo-like JPEG of the given size, optionally with EXIF and GPS: a diagonal colour gradient
 * with a fine grain, about as large as a camera's JPEG of that size (1600×1200: about 250 KB).
 * Pure noise, as before, cost libvips 2.7 times as much to make every size of (2.3 s of CPU
 * against 0.87 s at 1600×1200; the 28 test files that upload took 245 s of CPU with it, 184 s
 * with this), and no picture a person uploads is noise. Every call gives a picture of its own
 * (its grain), as two photos are.
 */
export async function makeJpeg(
  width: number,
  height: number,
  options: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  // A small linear congruential generator for the grain, from a random start.
  let state = randomInt(2 ** 32 - 1);
  const grain = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return ((state >>> 16) / 65_536 - 0.5) * 16;
  };
  let i = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const n = grain();
      pixels[i++] = 200 - (140 * y) / height + n;
      pixels[i++] = 120 - (30 * x) / width + n;
      pixels[i++] = 80 + 30 * (x / width + y / height) + n;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.gps) {
    image = image.withExifMerge({
      IFD0: { Make: "Easel Test Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "47/1 36/1 0/1" },
    });
  }
  return image.toBuffer();
}

export async function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#3a6ea5" } })
    .png()
    .toBuffer();
}

export async function makeWebp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#6a994e" } })
    .webp()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A tiny file whose PNG header claims `width`×`height` pixels (a decompression bomb's shape):
 * refusing it must not need decoding it.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width > 1000 ? 1000 : width * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A maker of new pictures stored through the running test's media service (`app()`): each a
 * JPEG of a different size, so a different image with a key of its own; gives the stored asset.
 */
export function pictureMaker(app: () => Pick<TestApp, "services">) {
  let seed = 0;
  return async (section: MediaSection = "portfolio") => {
    seed += 1;
    return app().services.media.ingest(await makeJpeg(300 + seed, 300), `img-${seed}.jpg`, section);
  };
}
