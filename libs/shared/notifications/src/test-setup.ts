import '@testing-library/jest-dom/vitest';
import { preloadContractSchemas } from '@jobs/api-client';

// The polling tests run on fake timers: the client's error schemas must be loaded before the first
// poll fails (in an app they load with the first page).
await preloadContractSchemas();
