/** The ports the API allows as origins (APP_ORIGINS): e2e serves the built apps on the same ones. */
export const API_URL = 'http://localhost:3000/api';
export const SEEKER_URL = 'http://localhost:4200';
export const EMPLOYER_URL = 'http://localhost:4300';
export const ADMIN_URL = 'http://localhost:4400';
