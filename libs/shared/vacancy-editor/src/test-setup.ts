import '@testing-library/jest-dom/vitest';
import { fillJsdomGaps } from '@jobs/testing';

// Busy machine (several test runs at once): give findBy* room.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 15_000 });

// <dialog> (showModal, Escape, close), pointer capture, scrollIntoView: what jsdom lacks.
fillJsdomGaps();
