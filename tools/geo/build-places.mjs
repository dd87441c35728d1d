// Builds the places the project ships (docs/data-sources.md):
//   node tools/geo/build-places.mjs <hflabs/city city.csv> <ARyaskov/metro-ru src/data folder>
// libs/server/dataset/src/lib/geo/places.json (CC BY-SA 4.0):
//   Cities: every city of hflabs/city (CC BY-SA 4.0) with its region, centre and population.
//   Metro: the stations of ARyaskov/metro-ru (MIT; Moscow from data.mos.ru, CC BY 3.0) with their
//   lines and colours.
// libs/server/dataset/src/lib/geo/metro-osm.json (ODbL 1.0): the metro of Nizhny Novgorod,
//   Novosibirsk and Samara: the stations' points from OpenStreetMap (tools/geo/osm-metro-stations.json,
//   each with its node id), their lines and colours from OSM_LINES below.
// Station ids are assigned here in file order (city, line, station), places.json's first, so the
// ids of the stations of places.json do not move when metro-osm.json changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [cityCsv, metroDir] = process.argv.slice(2);
if (!cityCsv || !metroDir) {
  console.error('usage: node tools/geo/build-places.mjs <city.csv> <metro-ru/src/data>');
  process.exit(1);
}

/** A CSV line's fields (quoted fields may hold commas). */
const fields = (line) => {
  const out = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
};

const round = (value) => Math.round(Number(value) * 1e6) / 1e6;
const [header, ...lines] = readFileSync(cityCsv, 'utf8').trim().split(/\r?\n/);
const columns = fields(header);
const at = (row, name) => row[columns.indexOf(name)];
const cities = lines
  .map(fields)
  .map((row) => {
    // Moscow, Saint Petersburg and Sevastopol are regions of their own (region type «г»): the
    // city column is empty; a few towns are named as settlements.
    const name = at(row, 'city') || (at(row, 'region_type') === 'г' ? at(row, 'region') : at(row, 'settlement'));
    return [
      name,
      at(row, 'region'),
      round(at(row, 'geo_lat')),
      round(at(row, 'geo_lon')),
      Number(at(row, 'population')) || 0,
    ];
  })
  .filter(([name, , lat, lon]) => name && Number.isFinite(lat) && Number.isFinite(lon))
  .sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0], 'ru'));

const METRO_FILES = [
  ['Москва', 'moscow.json'],
  ['Санкт-Петербург', 'stpetersburg.json'],
  ['Казань', 'kazan.json'],
  ['Екатеринбург', 'ekaterinburg.json'],
];
let nextId = 1;
const metro = METRO_FILES.map(([city, file]) => {
  const rows = JSON.parse(readFileSync(join(metroDir, file), 'utf8'));
  const lines = new Map();
  for (const row of rows) {
    // One name per line (the source spells some with «линия», some without).
    const name = String(row.Line)
      .trim()
      .replace(/ линия$/, '');
    const color = `#${String(row.LineColor).replace(/^#/, '').toUpperCase()}`;
    if (!lines.has(name)) lines.set(name, { name, color, stations: [] });
    lines.get(name).stations.push([nextId++, String(row.Name).trim(), round(row.Lat), round(row.Lon)]);
  }
  return { city, lines: [...lines.values()] };
});

const out = 'libs/server/dataset/src/lib/geo/places.json';
writeFileSync(out, `${JSON.stringify({ cities, metro })}\n`);
console.log(`${out}: ${cities.length} cities, ${nextId - 1} metro stations`);

// The metro of Nizhny Novgorod, Novosibirsk and Samara (not in metro-ru): the stations' points are
// OpenStreetMap nodes (tools/geo/osm-metro-stations.json, each with its node id; © OpenStreetMap
// contributors, ODbL 1.0); which line each is on, in running order, and the lines' colours are
// written here (the operators' schemes: red, green, blue, drawn with the Moscow data's hex).
// They go to a file of their own, metro-osm.json, under the ODbL.
const OSM_LINES = {
  'Нижний Новгород': [
    [
      'Автозаводская',
      '#E42313',
      [
        'Горьковская',
        'Московская',
        'Чкаловская',
        'Ленинская',
        'Заречная',
        'Двигатель Революции',
        'Пролетарская',
        'Автозаводская',
        'Комсомольская',
        'Кировская',
        'Парк культуры',
      ],
    ],
    ['Сормовско-Мещерская', '#0072BA', ['Буревестник', 'Бурнаковская', 'Канавинская', 'Московская', 'Стрелка']],
  ],
  Новосибирск: [
    [
      'Ленинская',
      '#E42313',
      [
        'Заельцовская',
        'Гагаринская',
        'Красный проспект',
        'Площадь Ленина',
        'Октябрьская',
        'Речной вокзал',
        'Спортивная',
        'Студенческая',
        'Площадь Маркса',
      ],
    ],
    [
      'Дзержинская',
      '#4FB04F',
      ['Площадь Гарина-Михайловского', 'Сибирская', 'Маршала Покрышкина', 'Берёзовая роща', 'Золотая нива'],
    ],
  ],
  Самара: [
    [
      'Первая',
      '#E42313',
      [
        'Алабинская',
        'Российская',
        'Московская',
        'Гагаринская',
        'Спортивная',
        'Советская',
        'Победа',
        'Безымянка',
        'Кировская',
        'Юнгородок',
      ],
    ],
  ],
};

const osmStations = JSON.parse(readFileSync(new URL('./osm-metro-stations.json', import.meta.url), 'utf8'));
const firstOsmId = nextId;
const osmMetro = Object.entries(OSM_LINES).map(([city, lines]) => ({
  city,
  lines: lines.map(([name, color, names]) => ({
    name,
    color,
    stations: names.map((stationName) => {
      const station = osmStations.find((each) => each.city === city && each.name === stationName);
      if (!station) throw new Error(`${city}: no OpenStreetMap point for «${stationName}»`);
      return [nextId++, stationName, round(station.lat), round(station.lon)];
    }),
  })),
}));
// Every station of the OpenStreetMap file is on a line (a station missing from OSM_LINES is a slip).
for (const station of osmStations) {
  const lines = OSM_LINES[station.city] ?? [];
  if (!lines.some(([, , names]) => names.includes(station.name))) {
    throw new Error(`${station.city}: «${station.name}» is on no line of OSM_LINES`);
  }
}
const osmOut = 'libs/server/dataset/src/lib/geo/metro-osm.json';
writeFileSync(osmOut, `${JSON.stringify({ metro: osmMetro })}\n`);
console.log(`${osmOut}: ${nextId - firstOsmId} metro stations`);
