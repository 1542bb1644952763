/** The part of s3rver (an S3-protocol server, test only) the tests use: it ships no types. */
declare module "s3rver" {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
