import dayjs from 'dayjs';

/** Dates in the en-GB day/month/year style of spec section 9. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(value));
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(value));
}

/** Subscription screens use M/DD/YYYY (spec section 9). */
export function formatUsDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('M/DD/YYYY') : '';
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-GB').format(value);
}
