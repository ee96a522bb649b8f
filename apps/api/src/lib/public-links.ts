/** The public experience viewer; its base is PUBLIC_URL so the link also works from an exported file. */
export function experienceUrl(publicUrl: string, experienceId: string | null): string {
  return experienceId ? `${publicUrl.replace(/\/$/, '')}/auth/experiance/${encodeURIComponent(experienceId)}` : '';
}
