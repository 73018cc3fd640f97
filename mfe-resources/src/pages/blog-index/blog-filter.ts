import { filterOptions } from '../../components/listing/filter';
import { blogIndexContent as c } from './blog-index.content';

/** The category chips of /blog (the page's filter bar and its results read the same options). */
export const blogCategoryOptions = filterOptions(c.categories);

/** The results list: the search field and the topics name it (`aria-controls`). */
export const BLOG_RESULTS_ID = 'blog-results';
