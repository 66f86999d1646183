export declare const STAMP_NAME: string;
export declare function inputsHash(root: string): Promise<string>;
export declare function isFresh(outDir: string, inputs: string): Promise<boolean>;
export declare function buildIfStale(options: {
  root: string;
  outDir?: string;
  build: () => Promise<void>;
  force?: boolean;
}): Promise<{ built: boolean; inputs: string }>;
