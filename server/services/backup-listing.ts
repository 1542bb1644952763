/**
 * What an off-site backup's bucket holds, read from its listing (no storage is asked here): each
 * backup `NAME` is one object, and beside it `NAME.sha256`
 * (`sha256sum`'s line), written only once the object was read back and matched. That second
 * object is what makes a backup count: a listing, the retention and a restore see only backups
 * that have it, so an upload cut short (a process killed, a network gone) is never taken for one.
 */
import { offsiteBackupDate } from "#core/backup-format.ts";
import { objectKey, type S3Location } from "./s3-client.ts";

/** `s3://bucket/prefix[/name]`, as the owner reads and types it. */
export const s3Url = (location: S3Location, name?: string): string =>
  `s3://${location.bucket}${name ? `/${objectKey(location, name)}` : location.prefix ? `/${location.prefix}` : ""}`;

/** The suffix of a backup's checksum object. */
export const CHECKSUM_SUFFIX = ".sha256";
/** A backup's bytes do not match what was sent: the copy in the bucket is not to be trusted. */
export class BackupCheckFailed extends Error {}

/** The archive (or its encryption) failed while it was made: not the storage's doing. */
export class ArchiveFailed extends Error {
  constructor(options: { cause: unknown }) {
    super("The backup's archive could not be made", options);
  }
}

/** An object under the prefix named like a backup (or its checksum). */
export interface StoredObject {
  name: string;
  size: number;
  lastModified: Date;
}

/** A checked backup in the bucket. */
export interface StoredBackup {
  name: string;
  size: number;
  createdAt: Date;
  location: string;
}

/** The checked backups among the objects (those with their checksum object), newest first. */
export function checkedBackups(location: S3Location, objects: StoredObject[]): StoredBackup[] {
  const names = new Set(objects.map((object) => object.name));
  return objects
    .flatMap((object) => {
      const createdAt = offsiteBackupDate(object.name);
      if (!createdAt || !names.has(`${object.name}${CHECKSUM_SUFFIX}`)) return [];
      return [
        { name: object.name, size: object.size, createdAt, location: s3Url(location, object.name) },
      ];
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** An upload that never got its checksum object is a stray after this long, and deleted. */
const STRAY_MS = 24 * 3600_000;

/**
 * What to delete from the bucket: the checked backups that `keep` does not name, the strays (a
 * backup without its checksum object, a day after it was written: an upload cut short after it
 * completed, or whose check failed and could not be deleted) and checksums without their backup.
 * Nothing not named like a backup. Checksums come first, so that a backup stops counting before
 * its bytes go.
 */
export function objectsToDelete(objects: StoredObject[], keep: Set<string>, now: Date): string[] {
  const present = new Set(objects.map((object) => object.name));
  const checksums: string[] = [];
  const backups: string[] = [];
  for (const object of objects) {
    const checksum = object.name.endsWith(CHECKSUM_SUFFIX);
    const backup = checksum ? object.name.slice(0, -CHECKSUM_SUFFIX.length) : object.name;
    if (!offsiteBackupDate(backup) || keep.has(backup)) continue;
    if (checksum) checksums.push(object.name);
    else if (present.has(`${backup}${CHECKSUM_SUFFIX}`)) backups.push(object.name);
    else if (now.getTime() - object.lastModified.getTime() > STRAY_MS) backups.push(object.name);
  }
  return [...checksums, ...backups];
}
