/** Joins class names, dropping empty ones (the component's own recipe class first, the caller's last). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
