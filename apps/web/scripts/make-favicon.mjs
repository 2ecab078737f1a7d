// Draws the north-star mark as a 32×32 PNG inside an .ico (public/favicon.ico). Run once
// when the mark changes: `node scripts/make-favicon.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 32;
const navy = [11, 92, 173];
const white = [255, 255, 255];

function insideStar(x, y) {
  // Four-pointed star: |dx|^(1/2) + |dy|^(1/2) <= r^(1/2) gives concave sides like the SVG.
  const dx = Math.abs(x - 16);
  const dy = Math.abs(y - 16);
  return Math.sqrt(dx) + Math.sqrt(dy) <= Math.sqrt(12);
}

const rows = [];
for (let y = 0; y < size; y += 1) {
  const row = [0];
  for (let x = 0; x < size; x += 1) {
    const cx = x + 0.5;
    const cy = y + 0.5;
    const inDisc = (cx - 16) ** 2 + (cy - 16) ** 2 <= 15 ** 2;
    const colour = insideStar(cx, cy) ? white : navy;
    row.push(...colour, inDisc ? 255 : 0);
  }
  rows.push(Buffer.from(row));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows))),
  chunk('IEND', Buffer.alloc(0)),
]);

const ico = Buffer.alloc(22);
ico.writeUInt16LE(0, 0);
ico.writeUInt16LE(1, 2); // icon
ico.writeUInt16LE(1, 4); // one image
ico[6] = size;
ico[7] = size;
ico.writeUInt16LE(1, 10); // colour planes
ico.writeUInt16LE(32, 12); // bits per pixel
ico.writeUInt32LE(png.length, 14);
ico.writeUInt32LE(22, 18);
writeFileSync(new URL('../public/favicon.ico', import.meta.url), Buffer.concat([ico, png]));
