/**
 * The schemas the client itself needs (the error envelope, the audience's refresh and logout
 * routes), imported lazily: an app's first chunk then holds no zod, which arrives with the first
 * page that calls the API (its routes' response schemas need it anyway).
 */
export { authRoutes, errorEnvelopeSchema } from '@jobs/contracts';
