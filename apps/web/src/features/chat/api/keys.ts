// The chat's query keys, in one place.
export const chatKeys = {
  health: () => ['health'] as const,
  availableSentences: () => ['available-sentences'] as const,
};
