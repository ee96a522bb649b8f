/** The product's mark, used in the header and on the sign-in cards. */
export { IconShieldLock as BrandIcon } from '@tabler/icons-react';
