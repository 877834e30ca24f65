// Draws the app icons (a brass porthole with the Nautilus on a night sea) into public/icons as
// PNGs, pixel by pixel, so the repository needs no image tools or downloads. Run: node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const NAVY = [11, 26, 40];
const SEA = [23, 50, 74];
const BRASS = [232, 200, 119];
const DARK = [6, 13, 20];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(size, pixel) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel((x + 0.5) / size, (y + 0.5) / size);
      const at = y * (size * 3 + 1) + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The design in unit coordinates; `scale` shrinks it toward the centre (maskable safe zone). */
function design(scale) {
  return (u, v) => {
    const x = (u - 0.5) / scale;
    const y = (v - 0.5) / scale;
    const r = Math.hypot(x, y);
    if (r > 0.46) return NAVY;
    if (r > 0.4) return BRASS;
    // The Nautilus: a long hull with a conning tower, dark against the sea.
    const hull = (x / 0.3) ** 2 + ((y - 0.04) / 0.075) ** 2 <= 1;
    const tower = Math.abs(x + 0.02) < 0.06 && y > -0.1 && y < 0.0;
    const ram = x > 0.26 && x < 0.36 && Math.abs(y - 0.04) < 0.02 * (0.36 - x) * 10;
    if (hull || tower || ram) return DARK;
    if (Math.abs(y - 0.04) < 0.01 && r < 0.4) return BRASS;
    return y > 0.04 ? SEA : [SEA[0] + 8, SEA[1] + 14, SEA[2] + 20];
  };
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', encodePng(192, design(1)));
writeFileSync('public/icons/icon-512.png', encodePng(512, design(1)));
writeFileSync('public/icons/maskable-512.png', encodePng(512, design(0.78)));
writeFileSync('public/icons/apple-touch-icon-180.png', encodePng(180, design(0.9)));
console.log('wrote public/icons/*.png');
