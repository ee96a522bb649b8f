import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from './media-types';
import {
  assertStorageKey,
  isStorageKey,
  newStorageKey,
  orUnavailable,
  publicUrlOf,
  storageUnavailable,
  StorageProblem,
  type Storage,
  type StoredEntry,
} from './storage';
import { describeLocation, type S3Settings } from './storage-url';

/** A store that has not connected by then is down: an upload answers 503 instead of hanging. */
const CONNECT_TIMEOUT_MS = 3000;
/** A connection on which nothing moves for this long is given up (an idle socket, not a whole transfer's time). */
const IDLE_TIMEOUT_MS = 30_000;
/** Parts of a multipart upload; a smaller file goes in one PutObject. Two parts in flight bound the memory. */
const PART_BYTES = 8 * 1024 * 1024;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => statusOf(error) === 404 || (error instanceof Error && ['NotFound', 'NoSuchKey'].includes(error.name));

/** Why HeadBucket failed, as a sentence naming the variable to change. */
function startProblem(settings: S3Settings, error: unknown): StorageProblem {
  const where = `${describeLocation(settings)}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  const status = statusOf(error);
  if (status === 404) return new StorageProblem(`STORAGE_URL: the bucket "${settings.bucket}" does not exist (${where})`);
  if (status === 403 || status === 401)
    return new StorageProblem(`AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY: the object store refused these credentials for ${where}`);
  const reason = status ? `it answered HTTP ${status}` : `it does not answer (${(error as NodeJS.ErrnoException).code ?? (error as Error).name})`;
  return new StorageProblem(`STORAGE_URL: the object store cannot be used, ${reason} (${where})`);
}

/**
 * An S3-compatible object store through the AWS SDK v3. Checksums are sent only where the S3 API requires
 * them: several S3-compatible services refuse the SDK's newer default trailing checksums.
 */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return settings.prefix ? `${settings.prefix}/${key}` : key;
  };
  const keyPrefix = settings.prefix ? `${settings.prefix}/` : '';

  const write = (key: string, body: Buffer | Readable, checksum?: { sha256: string }) =>
    orUnavailable(async () => {
      const upload = new Upload({
        client,
        params: { Bucket, Key: objectKey(key), Body: body, ContentType: contentTypeOf(key), Metadata: checksum && { sha256: checksum.sha256 } },
        partSize: PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
    });

  const getObject = (key: string, range?: { start: number; end: number }) =>
    orUnavailable(() => client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range && `bytes=${range.start}-${range.end}` })));

  async function* list(): AsyncIterable<StoredEntry> {
    let ContinuationToken: string | undefined;
    do {
      const page = await orUnavailable(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: keyPrefix, ContinuationToken })));
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? '').slice(keyPrefix.length);
        if (isStorageKey(key)) yield { key, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0), etag: object.ETag ?? '' };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    location: describeLocation(settings),
    async save(folder, extension, body) {
      const key = newStorageKey(folder, extension);
      await write(key, body);
      return key;
    },
    put: write,
    async remove(key) {
      if (!isStorageKey(key)) return;
      await orUnavailable(() => client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) })));
    },
    async read(key) {
      const object = await getObject(key);
      return Buffer.from(await orUnavailable(() => object.Body!.transformToByteArray()));
    },
    async stream(key, range) {
      const object = await getObject(key, range);
      return object.Body as Readable;
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0), etag: head.ETag ?? '', sha256: head.Metadata?.sha256 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    list,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw startProblem(settings, error);
      }
    },
    publicUrl: publicUrlOf,
  };
}
