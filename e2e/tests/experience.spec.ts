import { expect, test, type Page } from '@playwright/test';
import { demoExperienceId } from '../support/map-data';
import { attachShot } from '../support/layout';
import { animationsDone } from '../support/axe';

/** Milliseconds from now until `check` holds, polled every 50 ms. */
async function msUntil(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - start;
}

const appPrompt = (page: Page) => page.getByRole('dialog', { name: 'Guardian is better on the app' });

test('a shared photo shows its owner and description, and prompts for the app after about 2 s', async ({ page, request }) => {
  const id = await demoExperienceId(request, 1);
  await page.goto(`/auth/experiance/${id}`);
  await expect(page.getByTestId('experience-image')).toBeVisible();
  const shownAt = Date.now();
  await expect(page.getByTestId('owner-name')).not.toBeEmpty();
  await expect(page.getByTestId('experience-created')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  await expect(page.getByTestId('experience-description')).not.toBeEmpty();
  await expect(page.getByTestId('owner-picture')).toHaveAttribute('src', '/default-avatar.svg');
  expect(await page.getByTestId('experience-image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(800);

  await expect(appPrompt(page)).toBeHidden();
  await msUntil(() => appPrompt(page).isVisible());
  // The 2 s run from when the page has the experience; the photo appears a moment after that.
  const sinceShown = Date.now() - shownAt;
  expect(sinceShown).toBeGreaterThan(1200);
  expect(sinceShown).toBeLessThan(3500);

  const prompt = appPrompt(page);
  await expect(prompt.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', 'https://apps.apple.com/');
  await expect(prompt.getByRole('link', { name: 'GET IT ON Google Play' })).toHaveAttribute('href', 'https://play.google.com/store/apps');
  await animationsDone(page);
  await attachShot(page, 'experience-image');
  await prompt.getByRole('button', { name: 'Continue in the browser' }).click();
  await expect(prompt).toBeHidden();
});

test('a shared video plays, is paused after about 6 s of play, and prompts for the app', async ({ page, request }) => {
  const id = await demoExperienceId(request, 2);
  await page.goto(`/auth/experience/${id}`);
  const video = page.getByTestId('experience-video');
  await expect(video).toBeVisible();
  // It plays by itself (muted, as browsers require) and is not interrupted early.
  await msUntil(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 1 && !v.paused));
  await expect(appPrompt(page)).toBeHidden();

  await msUntil(() => appPrompt(page).isVisible());
  const state = await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, at: v.currentTime, duration: v.duration }));
  expect(state.paused).toBe(true);
  expect(state.at).toBeGreaterThanOrEqual(6);
  expect(state.at).toBeLessThan(7);
  expect(state.duration).toBeGreaterThan(9);
  await animationsDone(page);
  await attachShot(page, 'experience-video');

  // Seeking works: the server answers byte ranges (206), from the local disk or the object store alike, so the
  // browser can jump to a time it has not loaded.
  const part = await request.get((await video.getAttribute('src')) as string, { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-type']).toBe('video/webm');
  const sought = await video.evaluate(async (v: HTMLVideoElement) => {
    const seeked = new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    v.currentTime = 8.5;
    await seeked;
    return { at: v.currentTime, seekableTo: v.seekable.end(v.seekable.length - 1) };
  });
  expect(sought.at).toBeCloseTo(8.5, 1);
  expect(sought.seekableTo).toBeGreaterThan(9);
});

test('a profile picture that fails to load falls back to the default image; the other record shape works too', async ({ page, request }) => {
  const id = await demoExperienceId(request, 1);
  // The answer as another back end shapes it (snake_case), with a picture that no longer exists.
  await page.route(`**/v1/get-experience-details-by-admin/${id}`, async (route) => {
    const response = await route.fetch();
    const { data } = await response.json();
    const details = data.experienceDetails;
    const body = {
      message: 'ok',
      data: {
        experienceDetails: { media_file: details.mediaFile, experience_description: 'Told in snake_case.', experience_type: details.experienceType },
        createdAt: data.createdAt,
        owner: { firstName: 'Some', lastName: 'Owner', profilePic: null },
        originalOwner: { ...data.owner, firstName: 'Original', lastName: 'Sharer', profilePic: '/uploads/profiles/gone-missing.jpg' },
      },
    };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/auth/experiance/${id}`);
  await expect(page.getByTestId('owner-name')).toHaveText('Original Sharer');
  await expect(page.getByTestId('experience-description')).toHaveText('Told in snake_case.');
  await expect(page.getByTestId('experience-image')).toBeVisible();
  const picture = page.getByTestId('owner-picture');
  await expect(picture).toHaveAttribute('src', '/default-avatar.svg');
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('an unknown link shows a friendly not-found page', async ({ page }) => {
  await page.goto('/auth/experiance/00000000000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Experience not found' })).toBeVisible();
  await expect(page.getByText('The link may be mistyped, or the person who shared it has removed it.')).toBeVisible();
  await expect(page.getByText('Oops something went wrong...')).toHaveCount(0);
  await attachShot(page, 'experience-not-found');
});
