import '@testing-library/jest-dom/vitest';

// Busy machine (several test runs at once): give findBy* room.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
