import type { GeoSuggestion, ManagedVacancy, SavedSearch, Vacancy, VacancySummary } from '@jobs/contracts';
import { METRO_STATIONS } from '@jobs/server-dataset';
import { vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { employer, present, seeker } from '../../../__tests__/support/chat-helpers';
import { caller, expectStatus, fieldsOf, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';
import { boundingBox } from '../geo.repository';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

type Page = { items: Array<VacancySummary & { distance_km?: number }>; total: number };

/**
 * Around P = (55.75, 37.60) in Moscow, the haversine distances (R = 6371 km) worked out by hand:
 * A 0.01° north: 6371 · 0.01 · π/180 = 1.112 km; B 0.02° east: 6371 · 0.02 · π/180 · cos 55.75° =
 * 1.252 km; C 0.03° north: 3.336 km; G (0.02° north, 0.04° east): 3.348 km, inside the 3 km
 * search's bounding box (±0.027° by ±0.048°) but outside its circle; D 0.1° east: 6.258 km;
 * K in Kazan: 719 km.
 */
const P = { lat: 55.75, lon: 37.6 };
const POINTS = {
  A: { lat: 55.76, lon: 37.6, km: 1.1 },
  B: { lat: 55.75, lon: 37.62, km: 1.3 },
  C: { lat: 55.78, lon: 37.6, km: 3.3 },
  G: { lat: 55.77, lon: 37.64, km: 3.3 },
  D: { lat: 55.75, lon: 37.7, km: 6.3 },
  K: { lat: 55.79, lon: 49.11, km: 719.1 },
} as const;
type Name = keyof typeof POINTS;

/** The vacancies at the points above (set up by the first group; the second reads their addresses). */
const ids = {} as Record<Name, number>;
let withoutAddress = 0;

describe('places: search by radius and distance', () => {
  beforeAll(async () => {
    const boss = await employer(ctx.app);
    for (const [name, point] of Object.entries(POINTS) as Array<[Name, (typeof POINTS)[Name]]>) {
      const [row] = await ctx.database.handle.db
        .insert(vacancies)
        .values({
          companyId: boss.companyId,
          title: `Кладовщик ${name}`,
          description: 'Склад',
          city: name === 'K' ? 'Казань' : 'Москва',
          experience: 'none',
          employment: 'full',
          schedule: 'office',
          status: 'published',
          publishedAt: new Date(Date.now() - Object.keys(ids).length * 60_000),
          addressText: `ул. Точка ${name}, 1`,
          lat: point.lat,
          lon: point.lon,
        })
        .returning({ id: vacancies.id });
      ids[name] = present(row).id;
    }
    // One without an address is never in a search with a point.
    const [bare] = await ctx.database.handle.db
      .insert(vacancies)
      .values({
        companyId: boss.companyId,
        title: 'Кладовщик без адреса',
        description: 'Склад',
        city: 'Москва',
        experience: 'none',
        employment: 'full',
        schedule: 'office',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: vacancies.id });
    withoutAddress = present(bare).id;
  });

  const search = async (query: string): Promise<Page> => expectStatus<Page>(await call('GET', `/vacancies?${query}`));
  const named = (page: Page) =>
    page.items.map((item) => [(Object.keys(ids) as Name[]).find((name) => ids[name] === item.id), item.distance_km]);

  it('finds what lies within the radius, nearest first, with the distance', async () => {
    expect(named(await search(`near=${P.lat},${P.lon}&radius_km=3&sort=distance`))).toEqual([
      ['A', 1.1],
      ['B', 1.3],
    ]);
    expect(named(await search(`near=${P.lat},${P.lon}&radius_km=4&sort=distance`))).toEqual([
      ['A', 1.1],
      ['B', 1.3],
      ['C', 3.3],
      ['G', 3.3],
    ]);
    const wide = await search(`near=${P.lat},${P.lon}&radius_km=100&sort=distance`);
    expect(named(wide)).toEqual([
      ['A', 1.1],
      ['B', 1.3],
      ['C', 3.3],
      ['G', 3.3],
      ['D', 6.3],
    ]);
    expect(wide.total).toBe(5);
    // Other sorts keep the radius and the distances (newest first: A was inserted first).
    const byDate = await search(`near=${P.lat},${P.lon}&radius_km=4&sort=date`);
    expect(byDate.items.map((item) => item.distance_km).sort()).toEqual([1.1, 1.3, 3.3, 3.3]);
    // With the other filters: words and city.
    expect(named(await search(`q=Кладовщик&near=${P.lat},${P.lon}&radius_km=2&literal=true`))).toEqual([
      ['A', 1.1],
      ['B', 1.3],
    ]);
    // Without a point there is no distance.
    expect((await search('city=Москва')).items.every((item) => item.distance_km === undefined)).toBe(true);
  });

  it('searches around a metro station and shows the nearest stations on the vacancy', async () => {
    const tverskaya = present(METRO_STATIONS.find((station) => station.name === 'Тверская'));
    // Тверская (55.765343, 37.603918) to A (55.76, 37.60): 0.005343° of latitude (0.594 km) and
    // 0.003918° of longitude (0.003918 · 111.195 · cos 55.76° = 0.245 km): √(0.594² + 0.245²) = 0.643 km.
    const page = await search(`metro=${tverskaya.id}&radius_km=1&sort=distance`);
    expect(named(page)).toEqual([['A', 0.6]]);
    const vacancy = expectStatus<Vacancy>(await call('GET', `/vacancies/${ids.A}`));
    expect(vacancy.address).toMatchObject({ text: 'ул. Точка A, 1', lat: 55.76, lon: 37.6 });
    const metro = present(vacancy.address).metro;
    expect(metro.length).toBeGreaterThan(0);
    expect(metro.map((station) => station.distance_m)).toEqual(
      [...metro.map((s) => s.distance_m)].sort((a, b) => a - b),
    );
    expect(metro[0]).toMatchObject({ line: expect.any(String), color: expect.stringMatching(/^#[0-9A-F]{6}$/) });
  });

  it('keeps a saved search’s point and radius, and its alerts honour them', async () => {
    const reader = await seeker(ctx.app);
    const query = `near=${P.lat},${P.lon}&radius_km=1.2&sort=distance&place=${encodeURIComponent('ул. Точка, 1')}`;
    const saved = expectStatus<SavedSearch>(
      await call('POST', '/saved-searches', reader, { name: 'Рядом', query, alert: 'instant' }),
      201,
    );
    expect(new URLSearchParams(saved.query).get('place')).toBe('ул. Точка, 1');
    expect(new URLSearchParams(saved.query).get('near')).toBe(`${P.lat},${P.lon}`);
    expect(new URLSearchParams(saved.query).get('radius_km')).toBe('1.2');
    // A new match is one within the radius: A (1.1 km) is, B (1.3 km) is not; nor is a vacancy
    // without an address. Around a station: Тверская to A is 0.6 km.
    const tverskaya = present(METRO_STATIONS.find((station) => station.name === 'Тверская'));
    const queries = [saved.query, `near=${P.lat},${P.lon}&radius_km=2`, `metro=${tverskaya.id}&radius_km=1`];
    const matching = (id: number) => ctx.app.searchService.matchingQueries(queries, id);
    expect([...(await matching(ids.A))].sort()).toEqual([...queries].sort());
    expect([...(await matching(ids.B))]).toEqual([queries[1]]);
    expect([...(await matching(ids.D))]).toEqual([]);
    expect([...(await matching(withoutAddress))]).toEqual([]);
    // A place with no point is refused, naming the field.
    expect(fieldsOf(await call('GET', '/vacancies?place=Somewhere'))).toEqual(['query.place']);
  });

  it('refuses bad points with the field named', async () => {
    expect(fieldsOf(await call('GET', '/vacancies?near=abc'))).toEqual(['query.near']);
    expect(fieldsOf(await call('GET', `/vacancies?near=${P.lat},${P.lon}&radius_km=0`))).toEqual(['query.radius_km']);
    expect(fieldsOf(await call('GET', `/vacancies?near=${P.lat},${P.lon}&radius_km=101`))).toEqual(['query.radius_km']);
    expect(fieldsOf(await call('GET', '/vacancies?sort=distance'))).toEqual(['query.sort']);
    expect(fieldsOf(await call('GET', '/vacancies?metro=99999'))).toEqual(['query.metro']);
    expect(fieldsOf(await call('GET', `/vacancies?metro=1&near=${P.lat},${P.lon}`))).toEqual(['query.metro']);
  });

  it('bounds the box by the latitude farthest from the equator', () => {
    const box = boundingBox(P.lat, P.lon, 3);
    expect(box.latMax - P.lat).toBeCloseTo(0.02698, 4);
    // 3 / (111.195 · cos 55.777°): the box's northern edge, where a degree of longitude is shortest.
    expect(box.lonMax - P.lon).toBeCloseTo(0.04797, 4);
    expect(boundingBox(89.99, 0, 10)).toMatchObject({ lonMin: -180, lonMax: 180 });
  });
});

describe('places: suggestions and the employer’s address', () => {
  it('suggests cities, metro stations and addresses in use', async () => {
    const cities = expectStatus<{ items: GeoSuggestion[] }>(await call('GET', '/geo/suggest?q=казан')).items;
    expect(cities[0]).toMatchObject({ kind: 'city', text: 'Казань', region: 'Татарстан' });
    const stations = expectStatus<{ items: GeoSuggestion[] }>(
      await call('GET', `/geo/suggest?q=${encodeURIComponent('тверск')}&city=Moscow`),
    ).items;
    expect(stations.find((item) => item.kind === 'metro')).toMatchObject({
      text: 'Москва, метро Тверская',
      metro: { line: 'Замоскворецкая', color: '#4FB04F' },
    });
    expect(stations.every((item) => item.city === 'Москва')).toBe(true);
    const streets = expectStatus<{ items: GeoSuggestion[] }>(
      await call('GET', `/geo/suggest?q=${encodeURIComponent('Точка B')}`),
    ).items;
    expect(streets).toEqual([{ kind: 'street', text: 'ул. Точка B, 1', city: 'Москва', lat: 55.75, lon: 37.62 }]);
    // Within a city; the most used address first; an address no published vacancy has is gone.
    const inMoscow = expectStatus<{ items: GeoSuggestion[] }>(
      await call('GET', `/geo/suggest?q=${encodeURIComponent('точка')}&city=Москва`),
    ).items.filter((item) => item.kind === 'street');
    expect(inMoscow.map((item) => item.text)).toEqual([
      'ул. Точка A, 1',
      'ул. Точка B, 1',
      'ул. Точка C, 1',
      'ул. Точка D, 1',
      'ул. Точка G, 1',
    ]);
    await ctx.database.handle.db.update(vacancies).set({ status: 'archived' }).where(eq(vacancies.id, ids.C));
    const afterArchive = expectStatus<{ items: GeoSuggestion[] }>(
      await call('GET', `/geo/suggest?q=${encodeURIComponent('Точка C')}`),
    ).items;
    expect(afterArchive.filter((item) => item.kind === 'street')).toEqual([]);
    await ctx.database.handle.db.update(vacancies).set({ status: 'published' }).where(eq(vacancies.id, ids.C));
    // Streets from three letters (two make no trigram to look them up by).
    expect(
      expectStatus<{ items: GeoSuggestion[] }>(
        await call('GET', `/geo/suggest?q=${encodeURIComponent('ул')}`),
      ).items.filter((item) => item.kind === 'street'),
    ).toEqual([]);
    expect(fieldsOf(await call('GET', '/geo/suggest?q='))).toEqual(['query.q']);
    expect(fieldsOf(await call('GET', `/geo/suggest?q=${'я'.repeat(101)}`))).toEqual(['query.q']);
    expect(fieldsOf(await call('GET', '/geo/suggest?q=abc&city='))).toEqual(['query.city']);
    expect(fieldsOf(await call('GET', '/geo/suggest'))).toEqual(['query.q']);
  });

  it('keeps the address the employer chose, and refuses a bad one', async () => {
    const boss = await employer(ctx.app);
    const created = expectStatus<ManagedVacancy>(
      await call('POST', '/employer/vacancies', boss, {
        ...vacancyInput(),
        address: { text: 'Москва, метро Тверская', lat: 55.765343, lon: 37.603918 },
      }),
      201,
    );
    expect(created.address).toMatchObject({ text: 'Москва, метро Тверская', lat: 55.765343, lon: 37.603918 });
    expect(present(created.address).metro[0]).toMatchObject({ name: 'Тверская', distance_m: 0 });
    const cleared = expectStatus<ManagedVacancy>(
      await call('PATCH', `/employer/vacancies/${created.id}`, boss, {
        changes: { address: null },
        version: created.version,
      }),
    );
    expect(cleared.address).toBeNull();
    const bad = await call('POST', '/employer/vacancies', boss, {
      ...vacancyInput(),
      address: { text: 'x', lat: 123, lon: 37 },
    });
    expect(fieldsOf(bad)).toEqual(['body.address.lat']);
  });
});
