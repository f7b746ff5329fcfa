// Writes src/features/map/world-map-data.ts: the world map of /map as SVG
// path data, one path per country where a learning language is official
// (keyed by ISO 3166 alpha-2, which Intl.DisplayNames names in any
// language), and one path for the rest of the land. Run once when the
// language list changes, in a scratch folder that has the (build-time only)
// packages world-atlas@2, d3-geo@3 and topojson-client@3 (all ISC):
//   node web/scripts/make-world-map.mjs <folder with node_modules> > web/src/features/map/world-map-data.ts
// The shapes are Natural Earth's 1:110m countries (public domain) as packed
// by world-atlas; Antarctica is left out.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(process.argv[2] ?? '.', 'package.json'));
const { geoEqualEarth, geoPath } = await import(require.resolve('d3-geo'));
const { feature, merge } = require('topojson-client');
const world = require('world-atlas/countries-110m.json');

// Where each learning language is an official language, most speakers first.
const spoken = {
  en: 'US GB IE CA AU NZ JM BS TT BZ GY NG GH LR SL GM KE UG TZ ZM ZW MW BW NA ZA LS SZ SS RW CM IN PK PH PG SB VU FJ PR FK',
  es: 'MX ES CO AR PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY PR GQ',
  fr: 'FR CD CA BE CH CI CM MG BF NE ML SN TD GN RW BJ BI HT TG CF CG GA DJ LU VU NC TF GQ',
  de: 'DE AT CH LU BE',
  it: 'IT CH',
  pt: 'BR PT AO MZ GW TL GQ',
  ru: 'RU BY KZ KG',
  ja: 'JP',
  ko: 'KR KP',
  zh: 'CN TW',
  ar: 'EG DZ SD IQ MA SA YE SY TN JO LY LB AE MR OM KW QA PS EH SO DJ TD',
};
// ISO 3166 numeric → alpha-2, for the countries above (the atlas keys by number).
const alpha2 = {
  840: 'US',
  826: 'GB',
  372: 'IE',
  124: 'CA',
  36: 'AU',
  554: 'NZ',
  388: 'JM',
  44: 'BS',
  780: 'TT',
  84: 'BZ',
  328: 'GY',
  566: 'NG',
  288: 'GH',
  430: 'LR',
  694: 'SL',
  270: 'GM',
  404: 'KE',
  800: 'UG',
  834: 'TZ',
  894: 'ZM',
  716: 'ZW',
  454: 'MW',
  72: 'BW',
  516: 'NA',
  710: 'ZA',
  426: 'LS',
  748: 'SZ',
  728: 'SS',
  646: 'RW',
  120: 'CM',
  356: 'IN',
  586: 'PK',
  608: 'PH',
  598: 'PG',
  90: 'SB',
  548: 'VU',
  242: 'FJ',
  630: 'PR',
  238: 'FK',
  484: 'MX',
  724: 'ES',
  170: 'CO',
  32: 'AR',
  604: 'PE',
  862: 'VE',
  152: 'CL',
  218: 'EC',
  320: 'GT',
  192: 'CU',
  68: 'BO',
  214: 'DO',
  340: 'HN',
  600: 'PY',
  222: 'SV',
  558: 'NI',
  188: 'CR',
  591: 'PA',
  858: 'UY',
  226: 'GQ',
  250: 'FR',
  180: 'CD',
  56: 'BE',
  756: 'CH',
  384: 'CI',
  450: 'MG',
  854: 'BF',
  562: 'NE',
  466: 'ML',
  686: 'SN',
  148: 'TD',
  324: 'GN',
  204: 'BJ',
  108: 'BI',
  332: 'HT',
  768: 'TG',
  140: 'CF',
  178: 'CG',
  266: 'GA',
  262: 'DJ',
  442: 'LU',
  540: 'NC',
  260: 'TF',
  276: 'DE',
  40: 'AT',
  380: 'IT',
  76: 'BR',
  620: 'PT',
  24: 'AO',
  508: 'MZ',
  624: 'GW',
  626: 'TL',
  643: 'RU',
  112: 'BY',
  398: 'KZ',
  417: 'KG',
  392: 'JP',
  410: 'KR',
  408: 'KP',
  156: 'CN',
  158: 'TW',
  818: 'EG',
  12: 'DZ',
  729: 'SD',
  368: 'IQ',
  504: 'MA',
  682: 'SA',
  887: 'YE',
  760: 'SY',
  788: 'TN',
  400: 'JO',
  434: 'LY',
  422: 'LB',
  784: 'AE',
  478: 'MR',
  512: 'OM',
  414: 'KW',
  634: 'QA',
  275: 'PS',
  732: 'EH',
  706: 'SO',
};
const byName = { Somaliland: 'SO' }; // no number in the atlas: drawn with Somalia

const languagesOf = {};
for (const [code, list] of Object.entries(spoken)) {
  for (const cc of list.split(' ')) (languagesOf[cc] ??= []).push(code);
}

const countries = world.objects.countries;
const geometries = countries.geometries.filter((g) => g.properties.name !== 'Antarctica');
const codeOf = (g) => (g.id === undefined ? byName[g.properties.name] : alpha2[Number(g.id)]);

const width = 1000;
const projection = geoEqualEarth().fitWidth(
  width,
  feature(world, { type: 'GeometryCollection', geometries }),
);
const path = geoPath(projection).digits(0);
const bounds = path.bounds(feature(world, { type: 'GeometryCollection', geometries }));
const height = Math.ceil(bounds[1][1]);

// d3 writes absolute M/L/Z with whole numbers; relative steps without the
// repeated points are about half as long.
function compact(d) {
  let out = '';
  let x = 0;
  let y = 0;
  let sx = 0; // where the subpath began: z returns there
  let sy = 0;
  let drawing = false; // after m or l, more pairs are further lines
  const num = (n) => (n < 0 || !/[\d]$/.test(out) ? `${n}` : ` ${n}`);
  for (const [, cmd, nums] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === 'Z') {
      out += 'z';
      drawing = false;
      x = sx;
      y = sy;
      continue;
    }
    const [px, py] = nums.split(',').map(Number);
    const dx = px - x;
    const dy = py - y;
    if (cmd === 'L' && dx === 0 && dy === 0) continue;
    if (cmd === 'M') out += 'm';
    else if (!drawing) out += 'l';
    out += num(dx);
    out += num(dy);
    drawing = true;
    x = px;
    y = py;
    if (cmd === 'M') {
      sx = px;
      sy = py;
    }
  }
  return out;
}

const rest = geometries.filter((g) => !languagesOf[codeOf(g)]);
const shapes = Object.keys(languagesOf)
  .sort()
  .map((cc) => {
    const parts = geometries.filter((g) => codeOf(g) === cc);
    if (parts.length === 0) throw new Error(`no shape for ${cc}`);
    return { cc, languages: languagesOf[cc], d: compact(path(merge(world, parts))) };
  });

const lines = [
  '// Generated by web/scripts/make-world-map.mjs from Natural Earth 1:110m',
  '// countries (public domain) via world-atlas (ISC). Do not edit by hand.',
  '',
  `export const mapViewBox = '0 0 ${width} ${height}';`,
  '',
  '/** The land of every country where no learning language is official. */',
  `export const otherLand = '${compact(path(merge(world, rest)))}';`,
  '',
  '/** Countries where learning languages are official, most speakers first. */',
  'export const mapCountries: { cc: string; languages: string[]; d: string }[] = [',
  ...shapes.map(
    (s) =>
      `  { cc: '${s.cc}', languages: ${JSON.stringify(s.languages).replaceAll('"', "'")}, d: '${s.d}' },`,
  ),
  '];',
  '',
];
process.stdout.write(lines.join('\n'));
