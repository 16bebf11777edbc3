import { CATEGORIES, categoryPath } from "@domain/categories";
import { Link } from "react-router";
import { useCategoryDescription, useCategoryName } from "@web/lib/category-text";

/**
 * The 13 categories as a row of links above the marketplace listing: they wrap on wide screens and scroll
 * sideways on phones (the cut-off last link shows there are more). From the domain list, so nothing is fetched.
 */
export function CategoryLinks({ headingId }: { headingId: string }) {
  const categoryName = useCategoryName();
  const categoryDescription = useCategoryDescription();
  return (
    <ul
      aria-labelledby={headingId}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0"
    >
      {CATEGORIES.map((category) => (
        <li key={category.slug} className="shrink-0">
          <Link
            to={categoryPath(category.name)}
            title={categoryDescription(category.name)}
            className="flex min-h-11 items-center gap-2 rounded-full border border-border bg-card py-1 pl-1.5 pr-4 text-sm font-medium hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-9"
          >
            <img
              src={`/images/categories/${category.slug}.svg`}
              alt=""
              width={28}
              height={28}
              loading="lazy"
              decoding="async"
              className="size-7 rounded-full bg-muted object-cover"
            />
            {categoryName(category.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
