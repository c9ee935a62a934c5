import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { keyContentType, SAFE_KEY, type StorageDriver } from './index';
import { log } from '../../log';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, s3rver, a cloud's object storage); unset means AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Address the bucket in the path (`endpoint/bucket/key`), as most S3-compatible servers want. */
  forcePathStyle: boolean;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata?.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (STORAGE_DRIVER=s3), under the same keys as on disk
 * (`{kind}/{name}`): every instance serves every file. The bucket stays private; files are served
 * only through the app's routes, which check who may see them.
 */
export function s3Storage(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: many S3-compatible servers do not know the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const check = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error('unsafe file name');
  };
  const driver: StorageDriver = {
    async put(key, data) {
      check(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: keyContentType(key) }));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (missing(err)) return null;
        log.error({ err, key }, '[storage] reading');
        throw err;
      }
    },
    async remove(key) {
      check(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async move(from, to) {
      check(from);
      check(to);
      if (from === to) return Boolean(await driver.get(from));
      try {
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }));
      } catch (err) {
        if (missing(err)) return false;
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
      return true;
    },
  };
  return driver;
}
