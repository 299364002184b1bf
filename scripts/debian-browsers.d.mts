/** Types of debian-browsers.mjs (plain JavaScript, read by scripts/test.mjs as well). */
export declare const DEBIAN_BROWSERS: readonly string[];
