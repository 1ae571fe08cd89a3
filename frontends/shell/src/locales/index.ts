import { en } from './en';
import { ind } from './ind';
import { zh } from './zh';

/** The shell's own namespace; every micro-frontend brings its own. */
export const shellResources = { en: { shell: en }, zh: { shell: zh }, ind: { shell: ind } };
