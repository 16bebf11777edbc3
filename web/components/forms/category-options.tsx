import { CATEGORY_NAMES } from "@domain/categories";

/** An `<option>` per category, for the category selects of the product forms and filters. */
export function CategoryOptions() {
  return CATEGORY_NAMES.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
}
