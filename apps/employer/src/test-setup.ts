import '@testing-library/jest-dom/vitest';
import { fillJsdomGaps } from '@jobs/testing';
import { configure } from '@testing-library/react';

// <dialog> (showModal, Escape, close), pointer capture (sonner's toasts), scrollIntoView: what jsdom lacks.
fillJsdomGaps();

// The first render of a lazy route compiles its modules on the fly: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 15_000 });
