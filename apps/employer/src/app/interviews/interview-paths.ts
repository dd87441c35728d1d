/** The company's week of interviews. */
export const INTERVIEWS_PATH = '/employer/interviews';
