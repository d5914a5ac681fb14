/**
 * A room as an item of GA4's e-commerce events (`view_item`, `purchase`…), as Unistay fills one:
 * the room, its property as the brand, its booking period as the variant, a week's price.
 */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category: 'accommodation';
  item_brand?: string;
  item_variant?: string;
  price?: number;
  quantity: 1;
}
