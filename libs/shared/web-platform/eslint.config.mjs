import { reactConfig } from '../../../eslint.config.mjs';

export default reactConfig;
