// Texts of the media library screen and of the image picker, written once for screens and tests.

export const ADMIN_MEDIA = {
  heading: "Media",
  subheading: "Images for pages and posts: upload once, use anywhere",
  upload: "Upload images",
  search: "Search media...",
  dropHint: "Drop images here, or choose them with 'Upload images'",
  dropActive: "Drop to upload",
  formats: "JPEG, PNG, WebP, AVIF or GIF",
  uploading: (done: number, total: number) => `Uploading ${done} of ${total}...`,
  uploaded: (count: number) => (count === 1 ? "Image Uploaded" : `${count} Images Uploaded`),
  uploadFailed: (fileName: string) => `${fileName} was not uploaded`,
  emptyTitle: "No images yet",
  emptySearchHint: "Try adjusting your search terms.",
  emptyHint: "Upload your first image to get started.",
  detailsTitle: "Image details",
  fields: {
    alt: "Alt text",
    fileName: "File name",
    size: "Size",
    dimensions: "Dimensions",
    type: "Type",
    uploaded: "Uploaded",
    address: "Address",
    usedIn: "Used in",
  },
  altHint: "Describe the image for people who cannot see it",
  notUsed: "Not used by any page or post yet",
  deleteConfirm: (fileName: string) => `Delete "${fileName}"? This cannot be undone.`,
  /** Said instead of offering Delete: the server refuses to delete an image still shown somewhere. */
  inUseNoDelete: "Used on the site: take it out of the places above to delete it.",
  noAlt: "No alt text",
  loadMore: "Load more",
  skeletonCount: 8,
  usageKinds: {
    post: "Blog post",
    page: "Page",
    seo: "SEO settings",
    company: "Company logo",
    person: "Photo of",
  },
} as const;

export const ADMIN_MEDIA_TOASTS = {
  updated: "Image Updated",
  deleted: "Image Deleted",
  failed: {
    upload: "Failed to upload image.",
    update: "Failed to update image.",
    delete: "Failed to delete image.",
  },
  loadFailed: "Failed to fetch media",
} as const;

/** The picker wherever an image is chosen: a post's featured image and the editor's image button. */
export const MEDIA_PICKER = {
  title: "Choose an image",
  choose: "Choose image",
  change: "Change image",
  remove: "Remove image",
  select: "Select",
  insert: "Insert image",
  insertTitle: "Insert an image",
  selected: "Selected",
  size: "Size",
  sizes: { small: "Small (480 px)", medium: "Medium (800 px)", large: "Large (1200 px)", full: "Full width" },
  featuredImageAlt: "Featured image",
  upload: "Upload new",
} as const;
