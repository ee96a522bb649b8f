/** Texts of experiences (part of `en`; see ../messages.ts). */
export const experiencesMessages = {
  fetched: 'Experience details fetched successfully.',
  /** The browser tab's title of the public viewer. */
  pageTitle: 'Shared experience',
  notFound: 'This experience does not exist or is no longer shared.',
  notFoundTitle: 'Experience not found',
  notFoundBody: 'The link may be mistyped, or the person who shared it has removed it.',
  loadFailedTitle: 'Something went wrong',
  retry: 'Try again',
  sharedBy: 'Shared by',
  someone: 'A Guardian user',
  profilePicture: (name: string) => `Profile picture of ${name}`,
  imageAlt: (name: string) => `Photo shared by ${name}`,
  videoLabel: (name: string) => `Video shared by ${name}`,
  appPromptTitle: 'Guardian is better on the app',
  appPromptBody: 'Download the Guardian app to see the whole experience, share your own, and alert your emergency contacts with one tap when you need help.',
  appStoreCaption: 'Download on the',
  appStore: 'App Store',
  googlePlayCaption: 'GET IT ON',
  googlePlay: 'Google Play',
  close: 'Continue in the browser',
};
