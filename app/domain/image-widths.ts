// The widths stored images are kept at, apart from the upload rules so that a visitor's page
// can build a srcset without shipping those rules (decision record 078).

export const PROJECT_IMAGE_WIDTHS = [320, 640, 1280, 1600] as const;
