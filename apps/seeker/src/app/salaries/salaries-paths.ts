export { salariesPagePath as salariesPath } from '@jobs/contracts';
