import '@testing-library/jest-dom/vitest';
import { fillJsdomGaps, LAZY_PAGE_WAIT_MS } from '@jobs/testing';
import { configure } from '@testing-library/react';

// <dialog> (showModal, Escape, close), pointer capture (sonner's toasts), scrollIntoView: what jsdom lacks.
fillJsdomGaps();

configure({ asyncUtilTimeout: LAZY_PAGE_WAIT_MS });
