/** The heading, and the tab's title, of a blog page with no blog to show (the 404). */
export const BLOG_UNAVAILABLE_TITLE = "This article isn't available";
