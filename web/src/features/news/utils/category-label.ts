/**
 * The label a news category is shown with in the page's language (`categories`: the news
 * section's map), or the value itself when the map has none: a category the server added since,
 * or the item page template's placeholder, which the server fills.
 */
export function categoryLabel(categories: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(categories, value) ? (categories[value] ?? value) : value;
}
