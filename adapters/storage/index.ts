import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export type { Storage } from './types';

export interface StorageConfig {
  DATA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION: string;
}

/** An S3-compatible bucket when S3_ENDPOINT and S3_BUCKET are set, else files under DATA_DIR/uploads. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_ENDPOINT && config.S3_BUCKET) {
    if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_ENDPOINT and S3_BUCKET need S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      region: config.S3_REGION,
    });
  }
  return createLocalStorage(config.DATA_DIR);
}
