/** Where the details page goes after a delete: the board under its second spelling (spec section 2). */
export const AFTER_DELETE_PATH = '/tuition_list';
