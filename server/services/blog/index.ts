export { listBlogs, getBlog, publishedBlogs } from './read-blog';
export { createBlog, editBlog, changeBlogActive } from './save-blog';
export { setBlogLike } from './like-blog';
export { bookmarkBlog, removeBookmark } from './bookmark-blog';
export { listBlogCategories, blogCategory, createBlogCategory, editBlogCategory } from './categories';
export { uploadBlogImage, storedImage } from './image';
export { sanitizeBlogHtml, plainText } from './sanitize';
