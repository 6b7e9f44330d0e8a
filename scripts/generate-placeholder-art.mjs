// Generates the raster placeholder artwork in shared/browser-kit/assets/ (gallery photos, About slides, the
// home hero's video and poster) from hand-written SVG scenes: original art, no download. The
// output files are committed; run this only to change them. A clinic replaces them with its own.
//
//   node scripts/generate-placeholder-art.mjs      (needs Debian's ffmpeg; sharp comes from api)
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const sharp = createRequire(join(root, 'api', 'package.json'))('sharp');
const assets = join(root, 'shared', 'assets');

const colour = {
  brand: '#0b2e59',
  brandLight: '#e8eef7',
  teal: '#0e7490',
  amber: '#f5b301',
  wall: '#f1f5f9',
  floor: '#cbd5e1',
  wood: '#a16207',
  skin: ['#d6a77a', '#c8946a', '#8d5a3b', '#e0b48c'],
};

const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A standing or seated figure, feet at (x, y), `s` its scale. */
function person(x, y, s, { coat = colour.teal, skin = colour.skin[0], hair = '#1f2937' } = {}) {
  const h = (n) => n * s;
  return `<g>
    <rect x="${x - h(34)}" y="${y - h(170)}" width="${h(68)}" height="${h(120)}" rx="${h(26)}" fill="${coat}"/>
    <rect x="${x - h(28)}" y="${y - h(60)}" width="${h(22)}" height="${h(60)}" rx="${h(8)}" fill="${colour.brand}"/>
    <rect x="${x + h(6)}" y="${y - h(60)}" width="${h(22)}" height="${h(60)}" rx="${h(8)}" fill="${colour.brand}"/>
    <circle cx="${x}" cy="${y - h(200)}" r="${h(30)}" fill="${skin}"/>
    <path d="M${x - h(31)} ${y - h(200)}a${h(31)} ${h(31)} 0 0 1 ${h(62)} 0c-${h(14)}-${h(12)}-${h(44)}-${h(14)}-${h(62)} 0Z" fill="${hair}"/>
  </g>`;
}

const doctor = (x, y, s, skin) =>
  `${person(x, y, s, { coat: '#ffffff', skin })}
   <path d="M${x - 18 * s} ${y - 165 * s}c-6 ${30 * s} 0 ${50 * s} ${14 * s} ${58 * s}" fill="none" stroke="${colour.brand}" stroke-width="${5 * s}"/>
   <circle cx="${x - 4 * s}" cy="${y - 104 * s}" r="${7 * s}" fill="${colour.amber}"/>`;

const plant = (x, y, s = 1) => `<g>
  <rect x="${x - 22 * s}" y="${y - 50 * s}" width="${44 * s}" height="${50 * s}" rx="${6 * s}" fill="${colour.wood}"/>
  <ellipse cx="${x - 20 * s}" cy="${y - 90 * s}" rx="${18 * s}" ry="${46 * s}" fill="#15803d" transform="rotate(-20 ${x} ${y})"/>
  <ellipse cx="${x + 20 * s}" cy="${y - 90 * s}" rx="${18 * s}" ry="${46 * s}" fill="#166534" transform="rotate(20 ${x} ${y})"/>
  <ellipse cx="${x}" cy="${y - 110 * s}" rx="${16 * s}" ry="${50 * s}" fill="#22c55e"/>
</g>`;

const chair = (x, y, fill = colour.teal) =>
  `<rect x="${x}" y="${y - 90}" width="70" height="60" rx="10" fill="${fill}"/><rect x="${x}" y="${y - 40}" width="70" height="16" rx="6" fill="${fill}"/><rect x="${x + 8}" y="${y - 24}" width="8" height="24" fill="#334155"/><rect x="${x + 54}" y="${y - 24}" width="8" height="24" fill="#334155"/>`;

const xray = (x, y, w, h) => `<g>
  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#0f172a" stroke="#475569" stroke-width="8"/>
  <path d="M${x + w * 0.46} ${y + h * 0.18}c-${w * 0.2} ${h * 0.06}-${w * 0.3} ${h * 0.4}-${w * 0.3} ${h * 0.66}h${w * 0.28}Z" fill="#cbd5e1" opacity=".8"/>
  <path d="M${x + w * 0.54} ${y + h * 0.18}c${w * 0.2} ${h * 0.06} ${w * 0.3} ${h * 0.4} ${w * 0.3} ${h * 0.66}h-${w * 0.28}Z" fill="#cbd5e1" opacity=".8"/>
  <path d="M${x + w * 0.5} ${y + h * 0.08}v${h * 0.8}" stroke="#e2e8f0" stroke-width="${w * 0.03}"/>
</g>`;

const room = (width, height, wall = colour.wall) =>
  `<rect width="${width}" height="${height}" fill="${wall}"/><rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="${colour.floor}"/><rect y="${height * 0.72 - 6}" width="${width}" height="12" fill="#94a3b8"/>`;

const windowPane = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#bae6fd" stroke="#ffffff" stroke-width="14"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#ffffff" stroke-width="10"/>`;

/** The six gallery scenes (1200 × 900), with the alt text the site shows for each. */
const gallery = [
  // The entrance.
  svg(
    1200,
    900,
    `<rect width="1200" height="900" fill="#bfdbfe"/><circle cx="1020" cy="150" r="80" fill="${colour.amber}"/>
     <rect x="200" y="220" width="800" height="560" fill="#f8fafc"/><rect x="180" y="190" width="840" height="50" fill="${colour.brand}"/>
     <rect x="420" y="250" width="360" height="70" rx="10" fill="${colour.teal}"/>
     ${windowPane(250, 360, 180, 160)}${windowPane(770, 360, 180, 160)}
     <rect x="520" y="430" width="160" height="350" fill="${colour.brand}"/><rect x="596" y="430" width="8" height="350" fill="#1e3a8a"/>
     <rect y="780" width="1200" height="120" fill="#94a3b8"/>${plant(120, 790, 1.6)}${plant(1080, 790, 1.6)}`,
  ),
  // Reception.
  svg(
    1200,
    900,
    `${room(1200, 900)}${windowPane(820, 120, 280, 260)}
     <circle cx="200" cy="170" r="60" fill="#ffffff" stroke="${colour.brand}" stroke-width="10"/><path d="M200 130v40l26 20" stroke="${colour.brand}" stroke-width="8" fill="none"/>
     ${person(420, 640, 1.1, { coat: colour.teal, skin: colour.skin[2] })}
     <rect x="260" y="560" width="340" height="170" rx="12" fill="${colour.brand}"/><rect x="260" y="560" width="340" height="24" fill="${colour.teal}"/>
     ${chair(720, 760)}${chair(810, 760)}${chair(900, 760)}${plant(1080, 760, 1.2)}`,
  ),
  // Consultation room.
  svg(
    1200,
    900,
    `${room(1200, 900, '#eef2ff')}${xray(80, 120, 260, 320)}
     ${doctor(520, 660, 1.2, colour.skin[1])}${person(820, 700, 1.1, { coat: colour.amber, skin: colour.skin[3], hair: '#78350f' })}
     <rect x="380" y="600" width="560" height="30" rx="8" fill="${colour.wood}"/><rect x="410" y="630" width="20" height="140" fill="${colour.wood}"/><rect x="890" y="630" width="20" height="140" fill="${colour.wood}"/>
     <rect x="600" y="530" width="120" height="72" rx="6" fill="${colour.brand}"/>${plant(1100, 770, 1.1)}`,
  ),
  // Lung function lab.
  svg(
    1200,
    900,
    `${room(1200, 900)}${windowPane(100, 140, 240, 220)}
     <rect x="640" y="300" width="300" height="200" rx="14" fill="${colour.brand}"/><rect x="660" y="320" width="260" height="160" rx="6" fill="#ffffff"/>
     <path d="M680 460c10-100 30-120 50-120s60 50 170 120" fill="none" stroke="${colour.teal}" stroke-width="8"/>
     <rect x="760" y="500" width="60" height="180" fill="#64748b"/><rect x="700" y="680" width="180" height="24" rx="12" fill="#334155"/>
     ${chair(400, 760, colour.brand)}${person(440, 700, 1.1, { coat: colour.teal, skin: colour.skin[0] })}
     <path d="M480 470c60 0 120-10 160-60" fill="none" stroke="#334155" stroke-width="10"/>`,
  ),
  // X-ray review.
  svg(
    1200,
    900,
    `${room(1200, 900, '#e2e8f0')}${xray(380, 80, 440, 520)}${doctor(200, 760, 1.3, colour.skin[2])}${plant(1060, 770, 1.3)}`,
  ),
  // Awareness session.
  svg(
    1200,
    900,
    `${room(1200, 900, '#fef9c3')}<rect x="380" y="80" width="520" height="300" rx="10" fill="#ffffff" stroke="${colour.brand}" stroke-width="12"/>
     <path d="M560 140c-60 20-80 120-70 190h70ZM720 140c60 20 80 120 70 190h-70Z" fill="${colour.teal}"/>
     ${doctor(220, 660, 1.1, colour.skin[1])}
     ${[300, 440, 580, 720, 860, 1000].map((x, i) => `<circle cx="${x}" cy="760" r="46" fill="${colour.skin[i % 4]}"/><rect x="${x - 60}" y="800" width="120" height="100" rx="40" fill="${[colour.teal, colour.brand, colour.amber][i % 3]}"/>`).join('')}`,
  ),
];

/** The About page's two slides (1600 × 700). */
const aboutSlides = [
  svg(
    1600,
    700,
    `<rect width="1600" height="700" fill="${colour.brand}"/><circle cx="1350" cy="120" r="260" fill="#ffffff" opacity=".06"/>
     ${xray(980, 110, 380, 440)}${doctor(640, 700, 2, colour.skin[1])}<circle cx="180" cy="560" r="200" fill="${colour.teal}" opacity=".35"/>`,
  ),
  svg(
    1600,
    700,
    `${room(1600, 700, colour.brandLight)}${windowPane(120, 100, 300, 260)}${windowPane(1180, 100, 300, 260)}
     <rect x="560" y="150" width="480" height="90" rx="12" fill="${colour.brand}"/><rect x="600" y="182" width="400" height="26" rx="13" fill="${colour.amber}"/>
     ${chair(220, 610)}${chair(310, 610)}${chair(400, 610)}${person(800, 600, 1.3, { coat: colour.teal, skin: colour.skin[2] })}${plant(1480, 620, 1.4)}`,
  ),
];

async function writeWebp(source, file, widths) {
  for (const width of widths) {
    const out = join(assets, `${file}-${width}.webp`);
    await sharp(Buffer.from(source)).resize({ width }).webp({ quality: 78, effort: 6 }).toFile(out);
  }
}

/** One frame of the hero loop at phase `t` (0 to 1): soft light drifting over the brand blue. */
function heroFrame(t) {
  const bubbles = Array.from({ length: 9 }, (_, i) => {
    const angle = 2 * Math.PI * (t + i / 9);
    const x = 160 + ((i * 137) % 1000) + 60 * Math.cos(angle + i);
    const y = 360 + 240 * Math.sin((i * 2.1) % Math.PI) * Math.sin(angle);
    const r = 90 + ((i * 53) % 140) + 20 * Math.sin(angle * 2);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="url(#glow${i % 3})"/>`;
  }).join('');
  const breathe = 1 + 0.06 * Math.sin(2 * Math.PI * t);
  return svg(
    1280,
    720,
    `<defs>
       <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#061a36"/><stop offset="1" stop-color="${colour.brand}"/></linearGradient>
       <radialGradient id="glow0"><stop offset="0" stop-color="${colour.teal}" stop-opacity=".55"/><stop offset="1" stop-color="${colour.teal}" stop-opacity="0"/></radialGradient>
       <radialGradient id="glow1"><stop offset="0" stop-color="#38bdf8" stop-opacity=".35"/><stop offset="1" stop-color="#38bdf8" stop-opacity="0"/></radialGradient>
       <radialGradient id="glow2"><stop offset="0" stop-color="${colour.amber}" stop-opacity=".28"/><stop offset="1" stop-color="${colour.amber}" stop-opacity="0"/></radialGradient>
     </defs>
     <rect width="1280" height="720" fill="url(#sky)"/>${bubbles}
     <g transform="translate(980 380) scale(${breathe.toFixed(4)})" opacity=".22" fill="#ffffff">
       <path d="M-20-170v90M-20-80c-14 16-36 22-56 26M-20-80c14 16 36 22 56 26" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round"/>
       <path d="M-82-100c-44 10-80 66-86 128-4 34 16 46 46 40l56-14c16-4 24-14 24-30V-64c0-26-16-42-40-36Z"/>
       <path d="M42-100c44 10 80 66 86 128 4 34-16 46-46 40l-56-14c-16-4-24-14-24-30V-64c0-26 16-42 40-36Z"/>
     </g>`,
  );
}

function ffmpeg(args, input) {
  return new Promise((done, fail) => {
    const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited ${code}`))));
    if (input) input(child.stdin);
  });
}

async function heroVideo() {
  const fps = 24;
  const seconds = 7;
  const frames = [];
  for (let i = 0; i < fps * seconds; i++)
    frames.push(
      await sharp(Buffer.from(heroFrame(i / (fps * seconds))))
        .png()
        .toBuffer(),
    );
  const feed = (stdin) => {
    for (const frame of frames) stdin.write(frame);
    stdin.end();
  };
  const input = ['-f', 'image2pipe', '-framerate', String(fps), '-i', '-'];
  await ffmpeg(
    [
      ...input,
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', '-an', join(assets, 'hero', 'hero-loop.mp4')],
    ],
    feed,
  );
  await ffmpeg(
    [
      ...input,
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '44', '-row-mt', '1', '-deadline', 'good'],
      ...['-an', join(assets, 'hero', 'hero-loop.webm')],
    ],
    feed,
  );
  // The poster is the loop's first frame, so nothing jumps when the video starts.
  for (const width of [640, 1280])
    await sharp(frames[0])
      .resize({ width })
      .webp({ quality: 72, effort: 6 })
      .toFile(join(assets, 'hero', `hero-poster-${width}.webp`));
}

for (const folder of ['gallery', 'about', 'hero'])
  mkdirSync(join(assets, folder), { recursive: true });
for (const [index, scene] of gallery.entries())
  await writeWebp(scene, join('gallery', `gallery-${index + 1}`), [480, 1200]);
for (const [index, slide] of aboutSlides.entries())
  await writeWebp(slide, join('about', `about-slide-${index + 1}`), [800, 1600]);
await heroVideo();
console.log('placeholder art written to shared/browser-kit/assets/');
