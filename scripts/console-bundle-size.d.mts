export interface RouteBundle {
  /** JavaScript files (relative to the build directory) a fresh load of the route fetches. */
  files: string[];
  /** Their gzip (level 9) size in bytes. */
  gzipBytes: number;
}

export interface ConsoleBundleSizes {
  /** "initial" (entry + sign-in), then one entry per screen. */
  routes: Record<string, RouteBundle>;
  css: string[];
  cssGzipBytes: number;
  /** gzip (level 9) size of one built file, cached. */
  gzipSize(file: string): number;
}

/** gzip sizes of the console build in `outDir` (default dist/console), from Vite's manifest. */
export function consoleBundleSizes(outDir?: string): ConsoleBundleSizes;
