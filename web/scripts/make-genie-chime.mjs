// Writes the Genie's chime (src/features/genie/assets/chime.wav): three soft
// bell tones rising (a C major arpeggio), each decaying, 0.7 s in all, 16 kHz
// mono 16-bit. Run `node scripts/make-genie-chime.mjs` to make it again.
import { writeFileSync } from 'node:fs';

const rate = 16000;
const seconds = 0.7;
const n = Math.round(rate * seconds);
const notes = [
  { hz: 1046.5, at: 0 },
  { hz: 1318.5, at: 0.09 },
  { hz: 1568.0, at: 0.18 },
];
const samples = new Int16Array(n);
for (let i = 0; i < n; i++) {
  const t = i / rate;
  let v = 0;
  for (const { hz, at } of notes) {
    if (t < at) continue;
    const u = t - at;
    const attack = Math.min(1, u / 0.005);
    v +=
      attack *
      Math.exp(-u * 7) *
      (Math.sin(2 * Math.PI * hz * u) + 0.3 * Math.sin(4 * Math.PI * hz * u));
  }
  const fadeOut = Math.min(1, (seconds - t) / 0.05);
  samples[i] = Math.round(Math.max(-1, Math.min(1, (v / 3) * fadeOut)) * 32767 * 0.9);
}
const data = Buffer.from(samples.buffer);
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(
  new URL('../src/features/genie/assets/chime.wav', import.meta.url),
  Buffer.concat([header, data]),
);
