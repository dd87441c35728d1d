import '@testing-library/jest-dom/vitest';
import { fillJsdomGaps } from '@jobs/testing';

// <dialog> (showModal, Escape, close), pointer capture, scrollIntoView: what jsdom lacks.
fillJsdomGaps();
