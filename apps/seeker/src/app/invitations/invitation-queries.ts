export const INVITATIONS_PATH = '/invitations';
export const INVITATIONS_QUERY_KEY = ['invitations'] as const;
