/** Whether a layout primitive renders a list (`ul`, `ol`), which then loses its bullets and indent. */
export const isList = (element: unknown) => element === 'ul' || element === 'ol';
