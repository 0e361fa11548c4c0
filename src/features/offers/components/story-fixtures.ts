/** Shared pieces of the stories of this feature (imported by *.stories.tsx only): a phone's width (320 px). */
export const mobile = { viewport: { value: 'mobile1', isRotated: false } };
