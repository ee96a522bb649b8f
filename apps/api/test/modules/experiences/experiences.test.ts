import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiencesEndpoints, readExperience } from '@guardian/contracts';
import { experiences } from '../../../src/db/schema';
import { createAccount, createTestApp, databaseKind, type TestApp } from '../../support/helper';
import { request } from '../../support/request';

const DEMO_ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/demo');
const IMAGE_ID = '0123456789abcdef0123456789abcdef';
const VIDEO_ID = 'fedcba9876543210fedcba9876543210';

describe(`public experience viewer on ${databaseKind}`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      appStoreUrl: 'https://apps.apple.com/app/guardian/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=guardian',
    });
    // The demo media, where the seed puts them.
    for (const file of ['experience-image.jpg', 'experience-video.webm']) {
      await test.ctx.storage.put(`demo/${file}`, fs.readFileSync(path.join(DEMO_ASSETS, file)));
    }
    const owner = await createAccount(test.ctx, { roleId: 6, firstName: 'Amara', lastName: 'Okafor', email: 'amara@example.com' });
    const original = await createAccount(test.ctx, { roleId: 6, firstName: 'Kenji', lastName: 'Ito', profilePic: 'profiles/kenji.jpg' });
    await test.ctx.db.insert(experiences).values([
      {
        id: IMAGE_ID,
        ownerId: owner.id,
        experienceType: 1,
        mediaFile: 'demo/experience-image.jpg',
        description: 'Followed from the station.',
        createdAt: new Date('2024-05-01T21:15:00Z'),
      },
      {
        id: VIDEO_ID,
        ownerId: owner.id,
        originalOwnerId: original.id,
        experienceType: 2,
        mediaFile: 'demo/experience-video.webm',
        description: 'Car park at night.',
      },
    ]);
  });
  afterAll(() => test.close());

  it('answers without a token, with the spec fields and the store links', async () => {
    const response = await request(test.app, experiencesEndpoints.getExperienceDetails, { params: { id: IMAGE_ID } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Experience details fetched successfully.',
      data: {
        experienceDetails: {
          id: IMAGE_ID,
          mediaFile: '/uploads/demo/experience-image.jpg',
          experienceDescription: 'Followed from the station.',
          experienceType: 1,
        },
        createdAt: '2024-05-01T21:15:00.000Z',
        owner: { firstName: 'Amara', lastName: 'Okafor', profilePic: null },
        originalOwner: null,
        appStoreUrl: 'https://apps.apple.com/app/guardian/id1',
        playStoreUrl: 'https://play.google.com/store/apps/details?id=guardian',
      },
    });
    // Names and pictures only: nothing that reaches the person.
    expect(response.body).not.toMatch(/amara@example\.com|password|phone/i);
  });

  it('names the original owner of a re-shared experience, and the viewer prefers them', async () => {
    const response = await request(test.app, experiencesEndpoints.getExperienceDetails, { params: { id: VIDEO_ID } });
    const { data } = response.json();
    expect(data.originalOwner).toEqual({ firstName: 'Kenji', lastName: 'Ito', profilePic: '/uploads/profiles/kenji.jpg' });
    expect(data.owner.firstName).toBe('Amara');
    expect(readExperience(data)).toMatchObject({ isImage: false, mediaUrl: '/uploads/demo/experience-video.webm', owner: { firstName: 'Kenji' } });
  });

  it.each([['ffffffffffffffffffffffffffffffff'], ['..%2F..%2Fetc%2Fpasswd'], ['1%20or%201%3D1'], ['x'.repeat(90)]])(
    'answers an unknown or malformed id %s with a clear 404',
    async (id) => {
      const response = await request(test.app, experiencesEndpoints.getExperienceDetails, { params: { id } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This experience does not exist or is no longer shared.' });
    },
  );

  it('serves the media with their types and answers range requests, so a video can be sought', async () => {
    const image = await test.app.inject({ method: 'GET', url: '/uploads/demo/experience-image.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const size = fs.statSync(path.join(DEMO_ASSETS, 'experience-video.webm')).size;
    const part = await test.app.inject({ method: 'GET', url: '/uploads/demo/experience-video.webm', headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload.length).toBe(1000);
    expect(part.rawPayload.equals(fs.readFileSync(path.join(DEMO_ASSETS, 'experience-video.webm')).subarray(1000, 2000))).toBe(true);

    const tail = await test.app.inject({ method: 'GET', url: '/uploads/demo/experience-video.webm', headers: { range: `bytes=${size - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.length).toBe(10);
  });
});
