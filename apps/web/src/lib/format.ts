import dayjs from 'dayjs';
import { intlLocale, language } from './i18n';

/**
 * Dates in the en-GB day/month/year style of spec section 9; in Arabic, Arabic order, names and separators
 * with Latin digits (INTL_LOCALE, decision 023).
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(intlLocale(), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(intlLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(value),
  );
}

/** Subscription screens use M/DD/YYYY (spec section 9), an English format: Arabic gets its own date. */
export function formatUsDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return language === 'ar' ? formatDate(value) : dayjs(value).format('M/DD/YYYY');
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}
