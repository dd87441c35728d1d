import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The first render of a lazy route compiles its modules on the fly: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 5000 });
