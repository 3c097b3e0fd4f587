import { expect } from 'chai';
import { backupName, backupTime, expiredBackups, latestBackup } from '../../../server/db/backup.ts';
import { parseConfig } from '../../../server/config.ts';

describe('backup archives', () => {
  const now = new Date('2026-11-27T02:15:09.481Z');

  it('names an archive by its backend and UTC time, and reads the time back', () => {
    expect(backupName('pg', now)).to.equal('petcare-20261127T021509Z.pgdump');
    expect(backupName('pglite', now)).to.equal('petcare-20261127T021509Z.pglite.tar.gz');
    expect(backupTime('petcare-20261127T021509Z.pgdump')?.toISOString()).to.equal('2026-11-27T02:15:09.000Z');
    expect(backupTime('notes.txt')).to.equal(null);
    expect(backupTime('petcare-20261127T021509Z.pgdump.partial')).to.equal(null);
  });

  it('expires only its own archives older than the keeping period', () => {
    const names = [
      'petcare-20261112T021509Z.pgdump', // 15 days
      'petcare-20261113T021510Z.pgdump', // just under 14 days
      'petcare-20261101T000000Z.pglite.tar.gz',
      'someone-elses-20200101T000000Z.pgdump',
    ];
    expect(expiredBackups(names, now, 14)).to.deep.equal(['petcare-20261112T021509Z.pgdump', 'petcare-20261101T000000Z.pglite.tar.gz']);
  });

  it('finds the newest archive', () => {
    expect(latestBackup(['petcare-20261120T000000Z.pgdump', 'zzz.txt', 'petcare-20261126T000000Z.pgdump'])).to.equal('petcare-20261126T000000Z.pgdump');
    expect(latestBackup(['notes.txt'])).to.equal(null);
  });

  it('keeps backups in a directory by default, or a bucket of their own with the S3 settings', () => {
    expect(parseConfig({}).backups).to.deep.equal({ dir: './data/backups', keepDays: 14, s3: undefined });
    const s3 = parseConfig({ BACKUP_S3_BUCKET: 'petcare-backups', S3_ENDPOINT: 'http://127.0.0.1:9000', BACKUP_KEEP_DAYS: '30' }).backups;
    expect(s3.keepDays).to.equal(30);
    expect(s3.s3).to.include({ bucket: 'petcare-backups', endpoint: 'http://127.0.0.1:9000' });
  });
});
