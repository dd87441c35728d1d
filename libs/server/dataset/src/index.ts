export { generateDataset, upsertCategories, writeCompanyLogos, startOfUtcDay } from './lib/generate-dataset';
export type { DatasetPhase, GenerateDatasetOptions, GenerateDatasetResult } from './lib/generate-dataset';
export { seedDemo, seedDemoCollections, ensureDemoAccounts } from './lib/seed-demo';
export type { SeedDemoOptions, SeedDemoResult } from './lib/seed-demo';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_COMPANY_NAME } from './lib/demo-accounts';
export type { DemoAccount } from './lib/demo-accounts';
export { resetDataset } from './lib/reset-dataset';
export { CATEGORY_CATALOG } from './lib/catalog';
export { companyLogoSvg, logoUrl } from './lib/company-factory';
export { seekerEmail } from './lib/seeker-factory';
export { insertRows } from './lib/bulk-insert';
export {
  CITIES,
  METRO_STATIONS,
  EARTH_RADIUS_KM,
  WALKING_DETOUR,
  cityByName,
  haversineKm,
  metroStation,
  metroStationsOf,
  nearestMetro,
} from './lib/geo/places';
export type { City, MetroStation } from './lib/geo/places';
export { seedDemoApplications } from './lib/seed-applications';
