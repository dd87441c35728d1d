import '@testing-library/jest-dom/vitest';
import { fillJsdomGaps } from '@jobs/testing';
import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first render of one in a test file waits for its module to load,
// which on a busy machine can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 15_000 });

// <dialog> (showModal, Escape, close), pointer capture (sonner's toasts), scrollIntoView: what jsdom lacks.
fillJsdomGaps();
