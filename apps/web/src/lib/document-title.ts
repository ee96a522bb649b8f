import { t } from './i18n';

/**
 * The tab title, composed in one place from two parts set by different owners: the page's own title (each
 * page, through usePageTitle) and a prefix (the alarm desk's open count, "(2) ", set on every admin page).
 * "(2) User Management · Guardian": the count stays visible whichever page the operator is on.
 */
let pageTitle = '';
let prefix = '';

function apply() {
  document.title = `${prefix}${pageTitle ? `${pageTitle} · ` : ''}${t.product.name}`;
}

export function setPageTitle(title: string) {
  pageTitle = title;
  apply();
}

export function setTitlePrefix(value: string) {
  prefix = value;
  apply();
}
