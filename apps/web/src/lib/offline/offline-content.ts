// The words of the update banner, in one place.
export const offlineContent = {
  updateTitle: 'A new version of Vuga is ready.',
  updateAction: 'Reload to update',
} as const;
