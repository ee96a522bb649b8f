import { expect, test, type Locator, type Page } from '@playwright/test';
import { alarmMp3 } from '../../apps/api/src/seed/audio';
import { mp3OfSeconds, wavOfSeconds } from '../../apps/api/test/support/mp3-fixtures';
import { signInDirectly } from '../support/auth';
import { SUPER_ADMIN } from '../support/environment';
import { expectErrorToast, recordApiCalls, toast, shot } from '../support/foundation';

const NAME = 'E2E Chime';
const RENAMED = 'E2E Chime Two';
const GAP = 'Two warning recordings should have minimum gap of 5 minutes';
const TOO_LONG = 'Warning Audio should be less than 30 seconds.';

const mp3File = (name: string, buffer: Buffer) => ({ name, mimeType: 'audio/mpeg', buffer });

/** The trigger-time picker: hours and minutes (1-minute steps); seconds are always 00. */
async function pickTime(scope: Page | Locator, hours: string, minutes: string) {
  await scope.getByLabel('Hours', { exact: true }).fill(hours);
  await scope.getByLabel('Minutes', { exact: true }).fill(minutes);
}

/** Mantine's FileInput is a button over a hidden file input; files go to the input itself. */
const fileInput = (scope: Page | Locator) => scope.locator('input[type=file]');
const errorText = (scope: Page | Locator, text: string) => scope.locator('.mantine-InputWrapper-error').filter({ hasText: text });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.describe.configure({ mode: 'serial' });

test.describe('Warning audio', () => {
  test.beforeEach(async ({ page }) => {
    await signInDirectly(page, SUPER_ADMIN);
  });

  test('add: every validation message, then Sucessfully Added', async ({ page }) => {
    await page.goto('/admin/recording');
    await expect(page.getByRole('heading', { name: 'Warning Audio' })).toBeVisible();
    for (const header of ['Sr No.', 'Audio Name', 'Language', 'Trigger Time', 'Action'])
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(row(page, 'Final Alarm')).toContainText('00:15:00');
    await shot(page, 'content-audio-list');

    await page.getByRole('link', { name: 'Add Audio' }).click();
    await expect(page).toHaveURL(/\/admin\/addrecording$/);
    const calls = recordApiCalls(page);
    const submit = page.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(errorText(page, 'Please Enter Warning Audio Name.')).toBeVisible();
    await expect(errorText(page, 'Enter Recording Audio')).toBeVisible();
    await expect(errorText(page, 'Enter the trigger time as HH:mm:ss.')).toBeVisible();
    await shot(page, 'content-audio-add-errors');

    await page.getByLabel('Warning Audio Name').fill(NAME);
    await pickTime(page, '00', '17');
    const file = fileInput(page);
    await file.setInputFiles(mp3File('renamed.mp3', wavOfSeconds(2)));
    await submit.click();
    await expect(errorText(page, 'Please select an mp3 file.')).toBeVisible();

    await file.setInputFiles(mp3File('long.mp3', alarmMp3(31)));
    await submit.click();
    await expect(errorText(page, TOO_LONG)).toBeVisible();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    // Exactly 30 s: refused (docs/decisions/010: "under 30 s" means below 30.0 s), by the page or by the server.
    await file.setInputFiles(mp3File('thirty.mp3', mp3OfSeconds(30)));
    await submit.click();
    await expect(errorText(page, TOO_LONG)).toBeVisible();

    // 00:17:00 is 2 minutes after Final Alarm (00:15:00): the server refuses it.
    await file.setInputFiles(mp3File('chime.mp3', alarmMp3(29)));
    await submit.click();
    await expectErrorToast(page, GAP);
    await expect(errorText(page, GAP)).toBeVisible();

    await pickTime(page, '00', '20');
    await submit.click();
    await expect(toast(page, 'Sucessfully Added')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/recording$/);
    await expect(row(page, NAME)).toContainText('english');
    await expect(row(page, NAME)).toContainText('00:20:00');
  });

  test('play: our player at volume 0.1 with play/pause, seek, elapsed and total time', async ({ page }) => {
    await page.goto('/admin/recording');
    await page.getByRole('button', { name: `Play: ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Play: ${NAME}` });
    const player = dialog.getByTestId('audio-player');
    await expect(player.getByTestId('audio-elapsed')).toHaveText('0:00');
    await page.waitForFunction(() => ((document.querySelector('[data-testid=audio-player] audio') as HTMLAudioElement | null)?.readyState ?? 0) >= 1);
    // A 29 s file: the server measured 29.07 s (its frames), the browser's own reading may round to 0:28 or 0:29.
    await expect(player.getByTestId('audio-total')).toHaveText(/^0:2[89]$/);
    const total = await player.getByTestId('audio-total').textContent();
    expect(await player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.volume)).toBeCloseTo(0.1);

    await player.getByRole('button', { name: 'Play' }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(player.getByTestId('audio-elapsed')).not.toHaveText('0:00', { timeout: 5000 });
    await shot(page, 'content-audio-play');
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect(player.getByRole('button', { name: 'Play' })).toBeVisible();

    await player.getByRole('slider').focus();
    await page.keyboard.press('End');
    await expect(player.getByTestId('audio-elapsed')).toHaveText(total ?? '');
    const position = await player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
    expect(position).toBeGreaterThan(28);
    await dialog.getByRole('button').first().click();
  });

  test('edit: name, file and trigger time with Change, each rule checked', async ({ page }) => {
    await page.goto('/admin/recording');
    await page.getByRole('button', { name: `Edit: ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Warning Audio' });
    const name = dialog.getByLabel('Warning Audio Name');
    await expect(name).toHaveValue(NAME);
    await expect(dialog.getByLabel('Hours', { exact: true })).toHaveValue('00');
    await expect(dialog.getByLabel('Minutes', { exact: true })).toHaveValue('20');
    const change = dialog.getByRole('button', { name: 'Change' });

    await name.fill('');
    await change.click();
    await expect(errorText(dialog, 'Please Enter Warning Audio Name.')).toBeVisible();

    await name.fill(RENAMED);
    await fileInput(dialog).setInputFiles(mp3File('long.mp3', alarmMp3(31)));
    await change.click();
    await expect(errorText(dialog, TOO_LONG)).toBeVisible();

    await fileInput(dialog).setInputFiles(mp3File('short.mp3', alarmMp3(6)));
    await pickTime(dialog, '00', '18');
    await change.click();
    await expect(errorText(dialog, GAP)).toBeVisible();
    await shot(page, 'content-audio-edit');

    await pickTime(dialog, '00', '25');
    await change.click();
    await expect(toast(page, 'Warning audio updated successfully.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, RENAMED)).toContainText('00:25:00');

    await page.getByRole('button', { name: `Play: ${RENAMED}` }).click();
    await expect(page.getByRole('dialog').getByTestId('audio-total')).toHaveText(/^0:0[56]$/);
  });

  test("delete: 'Are you sure?', Cancel keeps it, Yes removes it", async ({ page }) => {
    await page.goto('/admin/recording');
    await page.getByRole('button', { name: `Delete: ${RENAMED}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, RENAMED)).toBeVisible();

    await page.getByRole('button', { name: `Delete: ${RENAMED}` }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Warning audio deleted successfully.')).toBeVisible();
    await expect(row(page, RENAMED)).toHaveCount(0);
  });
});
