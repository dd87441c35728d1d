/** The company's message templates per step of the hiring loop. */
export const TEMPLATES_PATH = '/employer/templates';
