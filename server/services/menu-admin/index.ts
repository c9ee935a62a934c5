export {
  panelCategories,
  addCategory,
  editCategory,
  setCategoryActive,
  removeCategory,
  sortCategories,
} from './categories';
export { panelItems, addItem, editItem, removeItem, changeItemStatus, setItemBonus, sortItems } from './items';
export { storeItemCover, MAX_COVER_BYTES } from './cover';
export { listIngredients, getIngredient, addIngredient, editIngredient, removeIngredient } from './ingredients';
