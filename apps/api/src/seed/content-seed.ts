import type { Db } from '../db/client';
import { cmsTemplates, subscriptionPlans, warningAudios } from '../db/schema';
import type { Storage } from '../storage/storage';
import { alarmMp3 } from './audio';

/** Placeholders each sent template may use; the CMS screen lists them beside the editor. */
export const EMAIL_TEMPLATES = [
  {
    slug: 'forgot-password',
    name: 'Forgot Password',
    subject: 'Reset your {{productName}} password',
    content:
      '<h2>Reset your password</h2><p>Hello {{name}},</p><p>We received a request to reset the password of your {{productName}} back-office account.</p><p><a href="{{link}}">Choose a new password</a></p><p>This link works once and expires in {{expiresIn}}. If you did not ask for it, you can ignore this e-mail.</p>',
  },
  {
    slug: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to {{productName}}',
    content:
      '<h2>Welcome, {{name}}</h2><p>Your {{productName}} account is ready. Add your emergency contacts in the app so they can be alerted when you press the panic button.</p>',
  },
  {
    slug: 'emergency-alert',
    name: 'Emergency Alert',
    subject: '{{name}} needs help',
    content:
      '<h2>{{name}} pressed the panic button</h2><p>{{name}} added you as an emergency contact and may be in danger.</p><p><a href="{{link}}">See their live location</a></p><p>If you think they are in immediate danger, call your local emergency number.</p>',
  },
  {
    slug: 'contact-consent',
    name: 'Emergency Contact Consent',
    subject: '{{name}} wants you as an emergency contact',
    content: '<p>Hello,</p><p>{{name}} would like to add you as an emergency contact in {{productName}}.</p><p><a href="{{link}}">Accept or decline</a></p>',
  },
] as const;

export const SMS_TEMPLATES = [
  { slug: 'emergency-alert', name: 'Emergency Alert', content: 'URGENT: {{name}} pressed the panic button and may need help. Live location: {{link}}' },
  {
    slug: 'contact-consent',
    name: 'Emergency Contact Consent',
    content: '{{name}} wants to add you as an emergency contact in {{productName}}. Reply YES to accept: {{link}}',
  },
  { slug: 'alert-stopped', name: 'Alert Stopped', content: '{{name}} has stopped the panic alert and marked themselves safe.' },
  { slug: 'verification-code', name: 'Verification Code', content: 'Your {{productName}} verification code is {{code}}. It expires in 10 minutes.' },
] as const;

export const STATIC_PAGES = [
  {
    slug: 'terms',
    name: 'Terms and Conditions',
    content:
      '<h1>Terms and Conditions</h1><p>Guardian helps you alert the people you trust when you feel unsafe. It does not replace the emergency services: in immediate danger, call your local emergency number.</p><h2>Your account</h2><p>Keep your password private and your emergency contacts up to date.</p><h2>Subscriptions</h2><p>Paid plans renew through the App Store or Google Play until you cancel them there.</p>',
  },
  {
    slug: 'privacy',
    name: 'Privacy Policy',
    content:
      '<h1>Privacy Policy</h1><p>We collect your location only while an alert is active, and share it only with the emergency contacts you chose.</p><h2>What we keep</h2><ul><li>Your account details</li><li>Your emergency contacts</li><li>Alerts, their locations and the media you share</li></ul><p>You can ask us to delete your data at any time.</p>',
  },
  {
    slug: 'about',
    name: 'About Us',
    content:
      '<h1>About Guardian</h1><p>Guardian is a personal-safety service: a panic button on your phone or a paired wearable that alerts the people you trust.</p>',
  },
  {
    slug: 'faq',
    name: 'FAQ',
    content:
      '<h1>Frequently asked questions</h1><h3>Who is alerted?</h3><p>Every emergency contact who accepted your invitation.</p><h3>Does it work without a subscription?</h3><p>Alerts by push notification are free; SMS alerts and the wearable need a plan.</p>',
  },
] as const;

const SEED_AUDIOS = [
  { name: 'Loud Siren', triggerSeconds: 0, seconds: 8, tones: [880, 660] },
  { name: 'Voice Warning Tone', triggerSeconds: 300, seconds: 5, tones: [520, 780] },
  { name: 'Final Alarm', triggerSeconds: 900, seconds: 12, tones: [1000, 750] },
] as const;

/**
 * The seed audios' mp3s, encoded on first use and the same bytes for every app after: encoding their 25 s takes
 * about half a second of CPU, and the API tests seed a new database for almost every test file.
 */
let encodedSeedAudios: readonly ((typeof SEED_AUDIOS)[number] & { file: Buffer })[] | undefined;
function seedAudios() {
  encodedSeedAudios ??= SEED_AUDIOS.map((audio) => ({ ...audio, file: alarmMp3(audio.seconds, audio.tones) }));
  return encodedSeedAudios;
}

export async function seedContent(db: Db, storage: Storage) {
  await db
    .insert(cmsTemplates)
    .values([
      ...EMAIL_TEMPLATES.map((t) => ({ templateType: 1, slug: t.slug, name: t.name, subject: t.subject, content: t.content })),
      ...SMS_TEMPLATES.map((t) => ({ templateType: 2, slug: t.slug, name: t.name, content: t.content })),
      ...STATIC_PAGES.map((t) => ({ templateType: 3, slug: t.slug, name: t.name, content: t.content })),
    ]);

  const plans = await db
    .insert(subscriptionPlans)
    .values([
      {
        name: 'Guardian Plus Monthly',
        interval: 'monthly',
        priceCents: 499,
        currency: 'USD',
        storeProductId: 'guardian.plus.monthly',
        description: 'SMS alerts to up to 5 contacts, wearable support, recordings kept 30 days.',
      },
      {
        name: 'Guardian Plus Yearly',
        interval: 'yearly',
        priceCents: 4999,
        currency: 'USD',
        storeProductId: 'guardian.plus.yearly',
        description: 'Everything in Monthly, two months free, recordings kept one year.',
      },
    ])
    .returning({ id: subscriptionPlans.id, interval: subscriptionPlans.interval });

  for (const audio of seedAudios()) {
    const key = await storage.save('audio', 'mp3', audio.file);
    await db
      .insert(warningAudios)
      .values({ name: audio.name, language: 'english', triggerSeconds: audio.triggerSeconds, audioFile: key, durationMs: audio.seconds * 1000 });
  }

  const monthly = plans.find((p) => p.interval === 'monthly')?.id ?? 0;
  const yearly = plans.find((p) => p.interval === 'yearly')?.id ?? 0;
  return { monthly, yearly };
}
