/** The public page of a company. */
export const companyPath = (id: number): string => `/companies/${id}`;
