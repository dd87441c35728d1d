import { TOAST_TEXT_LIMIT } from '@jobs/contracts';

/**
 * Spec §5: text longer than 55 characters is cut to 55 followed by '…'. Counts code points, so an
 * emoji is never split in half.
 */
export const truncateToastText = (text: string, limit: number = TOAST_TEXT_LIMIT): string => {
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('')}…` : text;
};
