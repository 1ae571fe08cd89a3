declare module '*.css';

/** Set by the build: the id of this shell build (see builds/latest.json). */
declare const __BUILD_ID__: string;
