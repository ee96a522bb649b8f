import { warningAudioEndpoints } from '@guardian/contracts';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, warningAudios } from '../../../src/db/schema';
import { alarmMp3 } from '../../../src/seed/audio';
import { asRole, createTestApp, databaseKind, isStored, storedKeys, type TestApp } from '../../support/helper';
import { mp3OfFrames, mp3OfSeconds, wavOfSeconds, withId3Tag, withId3v1Tag, withXingFrame, zipOf } from '../../support/mp3-fixtures';
import { multipartBody, type FilePart } from '../../support/multipart-body';
import { request, requestRaw } from '../../support/request';

const GAP = 'Two warning recordings should have minimum gap of 5 minutes';
const TOO_LONG = 'Warning Audio should be less than 30 seconds.';
const NOT_MP3 = 'Please select an mp3 file.';
const TRAILING = 'This audio file has other data after its last audio frame.';
const MOSTLY_NOT_AUDIO = 'This audio file is mostly not audio (tags or padding).';

const mp3 = (bytes: Buffer, filename = 'warning.mp3'): FilePart => ({ filename, contentType: 'audio/mpeg', bytes });

describe(`warning audio on ${databaseKind}`, () => {
  let test: TestApp;
  let call: Awaited<ReturnType<typeof asRole>>['call'];
  const storedAudios = () => storedKeys(test.ctx, 'audio');

  const add = (fields: Record<string, string>, file?: FilePart) =>
    request(call, warningAudioEndpoints.create, { ...multipartBody(fields, file ? { audio_file: file } : {}) });
  const update = (id: number, fields: Record<string, string>, file?: FilePart) =>
    request(call, warningAudioEndpoints.update, { params: { id }, ...multipartBody(fields, file ? { audio_file: file } : {}) });
  const addAt = async (trigger_time: string, name = `Tone ${trigger_time}`) => {
    const response = await add({ warning_audio_name: name, trigger_time }, mp3(mp3OfSeconds(3)));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; audioFile: string; triggerTime: string; name: string };
  };

  beforeAll(async () => {
    test = await createTestApp();
    ({ call } = await asRole(test, 3));
  });
  afterAll(() => test.close());
  // Each test starts from an empty list, so trigger times of one test never collide with another's.
  beforeEach(async () => {
    for (const row of await test.ctx.db.select().from(warningAudios)) await request(call, warningAudioEndpoints.delete, { params: { id: row.id } });
  });

  describe('reading', () => {
    it('needs a session for every call', async () => {
      const { list, get, create, update, delete: remove } = warningAudioEndpoints;
      for (const endpoint of [list, get, create, update, remove]) {
        expect((await requestRaw(test, endpoint, { params: { id: 1 } })).statusCode, endpoint.path).toBe(401);
      }
    });

    it('lists by trigger time with data and TotalResult, and pages', async () => {
      await addAt('00:20:00', 'Later');
      await addAt('00:05:00', 'Sooner');
      const body = (await request(call, warningAudioEndpoints.list)).json();
      expect(body.TotalResult).toBe(2);
      expect(body.data.map((row: { name: string }) => row.name)).toEqual(['Sooner', 'Later']);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        name: 'Sooner',
        language: 'english',
        triggerTime: '00:05:00',
        audioFile: expect.stringMatching(/^\/uploads\/audio\/[\w-]+\.mp3$/),
        duration: 3,
      });
      const second = (await request(call, warningAudioEndpoints.list, { query: { limit: 10, page_no: 2 } })).json();
      expect(second).toMatchObject({ data: [], TotalResult: 2 });
    });

    it('gives the details with data.audioFile, served as audio/mpeg with ranges', async () => {
      const created = await addAt('00:00:00');
      const details = await request(call, warningAudioEndpoints.get, { params: { id: created.id } });
      expect(details.json()).toMatchObject({ message: 'Warning audio fetched successfully.', data: { id: created.id, audioFile: created.audioFile } });
      const file = await test.app.inject({ method: 'GET', url: created.audioFile });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('audio/mpeg');
      expect(file.rawPayload.equals(mp3OfSeconds(3))).toBe(true);
      const range = await test.app.inject({ method: 'GET', url: created.audioFile, headers: { range: 'bytes=100-199' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload.length).toBe(100);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await request(call, warningAudioEndpoints.get, { params: { id: '987654' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This warning audio does not exist.');
    });
  });

  describe('POST /v1/add-warning-audio', () => {
    it('adds a 29 s mp3 with the default language and audits it', async () => {
      const response = await add({ warning_audio_name: '  Siren  ', trigger_time: '00:10:00' }, mp3(alarmMp3(29)));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ message: 'Sucessfully Added', data: { name: 'Siren', language: 'english', triggerTime: '00:10:00' } });
      // Its frames: 1,113 of 576 samples at 22,050 Hz (the encoder's start delay and last padding included).
      expect(response.json().data.duration).toBe(29.074);
      expect(await storedAudios()).toHaveLength(1);
      const [audit] = await test.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'warning_audio.created')).orderBy(desc(auditLog.id)).limit(1);
      expect(audit?.entityId).toBe(String(response.json().data.id));
    });

    it('accepts a file just under 30 s (29.976 s) and one behind an ID3 tag, and keeps a given language', async () => {
      expect((await add({ warning_audio_name: 'Last frame', trigger_time: '00:00:00' }, mp3(mp3OfFrames(1249)))).statusCode).toBe(201);
      const tagged = await add({ warning_audio_name: 'Tagged', trigger_time: '00:05:00', language: 'Arabic' }, mp3(withId3Tag(mp3OfSeconds(3))));
      expect(tagged.statusCode).toBe(201);
      expect(tagged.json().data.language).toBe('arabic');
    });

    it.each([
      ['exactly 30.000 s', () => mp3OfSeconds(30)],
      ['30.000 s behind an ID3 tag', () => withId3Tag(mp3OfSeconds(30))],
      ['30.024 s', () => mp3OfFrames(1251)],
      ['31 s', () => alarmMp3(31)],
    ])('refuses %s and leaves no file', async (_label, bytes) => {
      const response = await add({ warning_audio_name: 'Long', trigger_time: '00:00:00' }, mp3(bytes()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TOO_LONG, errors: { audio_file: TOO_LONG } });
      expect(await storedAudios()).toEqual([]);
    });

    it.each([
      ['a WAV renamed .mp3', () => wavOfSeconds(2)],
      ['a text file', () => Buffer.from('ID3 is not enough; this is text.\n'.repeat(50))],
      ['a PNG', () => Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ])('refuses %s as not an mp3 and leaves no file', async (_label, bytes) => {
      const response = await add({ warning_audio_name: 'Fake', trigger_time: '00:00:00' }, mp3(bytes()));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NOT_MP3);
      expect(await storedAudios()).toEqual([]);
    });

    it('refuses a frame header followed by garbage', async () => {
      const response = await add(
        { warning_audio_name: 'Broken', trigger_time: '00:00:00' },
        mp3(Buffer.concat([Buffer.from([0xff, 0xf3, 0x64, 0xc4]), Buffer.alloc(40)])),
      );
      expect(response.statusCode).toBe(400);
      expect([NOT_MP3, 'This audio file could not be read.']).toContain(response.json().message);
      expect(await storedAudios()).toEqual([]);
    });

    it.each([
      ['35 s behind a Xing header that claims 2.6 s', () => withXingFrame(mp3OfFrames(1458), 108), TOO_LONG],
      ['3 s with a zip archive appended', () => Buffer.concat([mp3OfSeconds(3), zipOf('payload.txt', 'not audio')]), TRAILING],
      ['3 s followed by 9 MB of zero padding', () => Buffer.concat([mp3OfSeconds(3), Buffer.alloc(9 * 1024 * 1024)]), TRAILING],
      ['3 s behind an ID3 tag padded with 9 MB of zeros', () => withId3Tag(mp3OfSeconds(3), 'Padded', 9 * 1024 * 1024), MOSTLY_NOT_AUDIO],
    ])('refuses %s, with its own message, and leaves no file', async (_label, bytes, message) => {
      const response = await add({ warning_audio_name: 'Smuggled', trigger_time: '00:00:00' }, mp3(bytes()));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: { audio_file: message } });
      expect(await storedAudios()).toEqual([]);
      expect(await test.ctx.db.select().from(warningAudios)).toEqual([]);
    });

    it('counts the frames, not the headers: an honest Xing frame and ID3v1 and ID3v2 tags are allowed and not counted', async () => {
      const tagged = withId3v1Tag(withId3Tag(withXingFrame(mp3OfFrames(125), 125)));
      const response = await add({ warning_audio_name: 'Tagged', trigger_time: '00:00:00' }, mp3(tagged));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.duration).toBe(3);
      const lastFrameUnder30 = await add(
        { warning_audio_name: 'Tagged long', trigger_time: '00:05:00' },
        mp3(withId3v1Tag(withXingFrame(mp3OfFrames(1249), 1))),
      );
      expect(lastFrameUnder30.json().data.duration).toBe(29.976);
    });

    it('asks for the name, then the audio, reporting every field', async () => {
      const nothing = await add({ warning_audio_name: '   ', trigger_time: '' });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual({
        message: 'Please Enter Warning Audio Name.',
        errors: {
          warning_audio_name: 'Please Enter Warning Audio Name.',
          audio_file: 'Enter Recording Audio',
          trigger_time: 'Enter the trigger time as HH:mm:ss.',
        },
      });
      const noFile = await add({ warning_audio_name: 'Siren', trigger_time: '00:00:00' });
      expect(noFile.json()).toEqual({ message: 'Enter Recording Audio', errors: { audio_file: 'Enter Recording Audio' } });
    });

    it.each(['24:00:00', '1:00:00', '00:60:00', '00:00', 'noon'])('refuses trigger time %j', async (trigger_time) => {
      const response = await add({ warning_audio_name: 'Siren', trigger_time }, mp3(mp3OfSeconds(3)));
      expect(response.json().message).toBe('Enter the trigger time as HH:mm:ss.');
      expect(await storedAudios()).toEqual([]);
    });

    it('refuses a language that is not a word', async () => {
      const response = await add({ warning_audio_name: 'Siren', trigger_time: '00:00:00', language: '<b>x</b>' }, mp3(mp3OfSeconds(3)));
      expect(response.json().message).toBe('Language may contain letters, spaces and hyphens only.');
    });

    it('keeps trigger times 5 minutes apart: 4:59 refused on either side, 5:00 accepted', async () => {
      await addAt('01:00:00');
      for (const time of ['01:04:59', '00:55:01', '01:00:00']) {
        const response = await add({ warning_audio_name: 'Near', trigger_time: time }, mp3(mp3OfSeconds(3)));
        expect(response.statusCode, time).toBe(409);
        expect(response.json()).toEqual({ message: GAP, errors: { trigger_time: GAP } });
      }
      expect(await storedAudios()).toHaveLength(1);
      await addAt('01:05:00');
      await addAt('00:55:00');
      // Exactly 5:00 from both neighbours.
      await addAt('01:10:00');
    });

    it('lets only one of two simultaneous uploads into the same gap through', async () => {
      const responses = await Promise.all([
        add({ warning_audio_name: 'A', trigger_time: '02:00:00' }, mp3(mp3OfSeconds(3))),
        add({ warning_audio_name: 'B', trigger_time: '02:02:00' }, mp3(mp3OfSeconds(3))),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await storedAudios()).toHaveLength(1);
    });

    it('refuses a file over the upload limit with 413', async () => {
      const response = await add({ warning_audio_name: 'Huge', trigger_time: '00:00:00' }, mp3(Buffer.alloc(11 * 1024 * 1024, 0xff)));
      expect(response.statusCode).toBe(413);
      expect(await storedAudios()).toEqual([]);
    });
  });

  describe('PUT /v1/update-warning-audio-details/{id}', () => {
    it('changes name and trigger time and keeps the file when none is sent', async () => {
      const created = await addAt('00:10:00');
      const response = await update(created.id, { warning_audio_name: 'Renamed', trigger_time: '00:12:00', language: 'english' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Warning audio updated successfully.',
        data: { name: 'Renamed', triggerTime: '00:12:00', audioFile: created.audioFile },
      });
      expect(await isStored(test.ctx, created.audioFile)).toBe(true);
    });

    it('replaces the file and removes the old one', async () => {
      const created = await addAt('00:10:00');
      const response = await update(created.id, { warning_audio_name: created.name, trigger_time: created.triggerTime }, mp3(mp3OfSeconds(6)));
      expect(response.statusCode).toBe(200);
      const updated = response.json().data;
      expect(updated.audioFile).not.toBe(created.audioFile);
      expect(updated.duration).toBe(6);
      expect(await isStored(test.ctx, created.audioFile)).toBe(false);
      expect(await storedAudios()).toEqual([path.basename(updated.audioFile)]);
    });

    it("refuses to move a trigger time into another recording's gap and changes nothing", async () => {
      await addAt('00:00:00', 'First');
      const second = await addAt('00:10:00', 'Second');
      const before = await storedAudios();
      const response = await update(second.id, { warning_audio_name: 'Moved', trigger_time: '00:04:59' }, mp3(mp3OfSeconds(6)));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(GAP);
      expect((await request(call, warningAudioEndpoints.get, { params: { id: second.id } })).json().data).toMatchObject({
        name: 'Second',
        triggerTime: '00:10:00',
        audioFile: second.audioFile,
      });
      expect(await storedAudios()).toEqual(before);
      expect((await update(second.id, { warning_audio_name: 'Moved', trigger_time: '00:05:00' })).statusCode).toBe(200);
    });

    it('refuses a 30 s replacement and keeps the old file', async () => {
      const created = await addAt('00:00:00');
      const response = await update(created.id, { warning_audio_name: 'x', trigger_time: '00:00:00' }, mp3(mp3OfSeconds(30)));
      expect(response.json().message).toBe(TOO_LONG);
      expect(await storedAudios()).toEqual([path.basename(created.audioFile)]);
    });

    it('asks for the name and answers 404 for an unknown id', async () => {
      const created = await addAt('00:00:00');
      expect((await update(created.id, { warning_audio_name: '', trigger_time: '00:00:00' })).json().message).toBe('Please Enter Warning Audio Name.');
      expect((await update(987654, { warning_audio_name: 'x', trigger_time: '00:00:00' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /v1/delete-warning-audio/{id}', () => {
    it('deletes the row and its file, then answers 404', async () => {
      const created = await addAt('00:00:00');
      const response = await request(call, warningAudioEndpoints.delete, { params: { id: created.id } });
      expect(response.json()).toEqual({ message: 'Warning audio deleted successfully.' });
      expect(await isStored(test.ctx, created.audioFile)).toBe(false);
      expect((await request(call, warningAudioEndpoints.delete, { params: { id: created.id } })).statusCode).toBe(404);
      const [audit] = await test.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'warning_audio.deleted')).orderBy(desc(auditLog.id)).limit(1);
      expect(audit?.entityId).toBe(String(created.id));
    });
  });
});
