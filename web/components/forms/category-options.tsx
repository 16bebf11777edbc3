import { CATEGORY_NAMES } from "@domain/categories";
import { useCategoryName } from "@web/lib/category-text";

/** An `<option>` per category, for the category selects of the product forms and filters: the value stays English. */
export function CategoryOptions() {
  const categoryName = useCategoryName();
  return CATEGORY_NAMES.map((name) => (
    <option key={name} value={name}>
      {categoryName(name)}
    </option>
  ));
}
