import { describe, expect, it } from 'vitest';
import { experienceLink, readExperience } from './experiences';

const owner = { firstName: 'Amara', lastName: 'Okafor', profilePic: '/uploads/profiles/a.jpg' };

describe('readExperience: both record shapes of spec section 3', () => {
  it('reads the camelCase shape of the API', () => {
    const view = readExperience({
      experienceDetails: { mediaFile: '/uploads/demo/a.jpg', experienceDescription: 'Walking home', experienceType: 1 },
      createdAt: '2024-05-01T21:15:00.000Z',
      owner,
      originalOwner: null,
      appStoreUrl: 'https://apps.apple.com/x',
      playStoreUrl: 'https://play.google.com/x',
    });
    expect(view).toEqual({
      mediaUrl: '/uploads/demo/a.jpg',
      description: 'Walking home',
      isImage: true,
      createdAt: '2024-05-01T21:15:00.000Z',
      owner,
      appStoreUrl: 'https://apps.apple.com/x',
      playStoreUrl: 'https://play.google.com/x',
    });
  });

  it('reads the snake_case shape, inside experienceDetails or beside it', () => {
    const inside = readExperience({
      experienceDetails: { media_file: '/m.webm', experience_description: 'Taxi', experience_type: 2 },
      created_at: '2024-01-01T00:00:00Z',
      owner,
    });
    const beside = readExperience({ media_file: '/m.webm', experience_description: 'Taxi', experience_type: '2', createdAt: '2024-01-01T00:00:00Z', owner });
    for (const view of [inside, beside])
      expect(view).toMatchObject({ mediaUrl: '/m.webm', description: 'Taxi', isImage: false, createdAt: '2024-01-01T00:00:00Z' });
  });

  it('prefers the original owner, and treats any type but 1 as a video', () => {
    const view = readExperience({
      experienceDetails: { mediaFile: '/m', experienceType: 7 },
      owner,
      originalOwner: { first_name: 'Kenji', last_name: 'Ito', profile_pic: null },
    });
    expect(view).toMatchObject({ isImage: false, owner: { firstName: 'Kenji', lastName: 'Ito', profilePic: null } });
  });

  it('gives nothing to show when there is no media', () => {
    expect(readExperience({ experienceDetails: { experienceType: 1 } })).toBeNull();
    expect(readExperience(null)).toBeNull();
  });

  it('links events to the viewer', () => {
    expect(experienceLink('abc123')).toBe('/auth/experiance/abc123');
  });
});
