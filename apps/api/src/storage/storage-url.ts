/** Where STORAGE_URL points: `s3://bucket/prefix?endpoint=http://host:9000&region=eu-west-1&force_path_style=1`. */
export type S3Location = {
  bucket: string;
  /** Keys are stored under `prefix/` ('' = the bucket's root). */
  prefix: string;
  /** An S3-compatible service (MinIO, Ceph RGW, R2); unset = AWS S3 of `region`. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
};

/** The location and the credentials, which come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY only. */
export type S3Settings = S3Location & { accessKeyId: string; secretAccessKey: string };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const OPTIONS = new Set(['endpoint', 'region', 'force_path_style']);

/** The location, or a sentence saying what is wrong with the URL (config.ts prefixes the variable's name). */
export function parseStorageUrl(text: string): S3Location | string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be a URL such as s3://bucket/prefix?endpoint=http://host:9000&region=eu-west-1';
  }
  if (url.protocol !== 's3:') return 'must start with s3:// (an S3-compatible object store)';
  if (url.username || url.password) return 'must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead';
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) return `"${bucket}" is not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)`;
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  if (prefix && !PREFIX.test(prefix)) return `"${prefix}" is not a key prefix (letters, digits, . _ - and /)`;
  const unknown = [...url.searchParams.keys()].filter((name) => !OPTIONS.has(name));
  if (unknown.length) return `unknown option ${unknown.join(', ')} (known: endpoint, region, force_path_style)`;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) return 'endpoint must be an http:// or https:// address such as http://host:9000';
  const style = url.searchParams.get('force_path_style') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(style)) return 'force_path_style must be 0 or 1';
  return { bucket, prefix, endpoint, region: url.searchParams.get('region') || 'us-east-1', forcePathStyle: style === '1' || style === 'true' };
}

/** The URL again, for log lines and /readyz: never with credentials (it has none). */
export const describeLocation = (location: S3Location) => `s3://${location.bucket}${location.prefix ? `/${location.prefix}` : ''}`;
