import { metroStationsOf, METRO_STATIONS, nearestMetro } from '../geo/places';

/** The Russian cities with a metro (docs/data-sources.md): every one ships its stations. */
const METRO_CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Нижний Новгород',
  'Новосибирск',
  'Самара',
  'Екатеринбург',
  'Казань',
] as const;

describe('the metro the project ships', () => {
  it.each(METRO_CITIES)('%s has its stations, with lines and colours', (city) => {
    const stations = metroStationsOf(city);
    expect(stations.length).toBeGreaterThanOrEqual(9);
    for (const station of stations) {
      expect(station.line).not.toBe('');
      expect(station.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(Math.abs(station.lat)).toBeLessThanOrEqual(90);
    }
  });

  it('gives each station its own id, the OpenStreetMap cities after the others', () => {
    const ids = METRO_STATIONS.map((station) => station.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = Math.min(...metroStationsOf('Нижний Новгород').map((station) => station.id));
    expect(first).toBe(375);
  });

  it('finds the nearest stations of the new cities (Novosibirsk: Площадь Ленина by the city centre)', () => {
    // Novosibirsk's centre in the shipped cities: 55.028191, 82.921149.
    expect(nearestMetro(55.028191, 82.921149, { limit: 1 })[0]).toMatchObject({
      name: 'Площадь Ленина',
      line: 'Ленинская',
    });
    // Both lines meet at Московская in Nizhny Novgorod.
    expect(
      metroStationsOf('Нижний Новгород')
        .filter((station) => station.name === 'Московская')
        .map((station) => station.line)
        .sort(),
    ).toEqual(['Автозаводская', 'Сормовско-Мещерская']);
  });
});
