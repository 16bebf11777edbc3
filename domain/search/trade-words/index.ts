import type { CategoryName } from "../../categories";
import { APPAREL_TRADE_WORDS } from "./apparel";
import { AUTOMOTIVE_TRADE_WORDS } from "./automotive";
import { BOOKS_AND_STATIONERY_TRADE_WORDS } from "./books-and-stationery";
import { ELECTRONICS_TRADE_WORDS } from "./electronics";
import { FOOD_AND_BEVERAGES_TRADE_WORDS } from "./food-and-beverages";
import { FURNITURE_TRADE_WORDS } from "./furniture";
import { HEALTH_AND_BEAUTY_TRADE_WORDS } from "./health-and-beauty";
import { HOME_GOODS_TRADE_WORDS } from "./home-goods";
import { INDUSTRIAL_AND_SCIENTIFIC_TRADE_WORDS } from "./industrial-and-scientific";
import { KITCHENWARE_TRADE_WORDS } from "./kitchenware";
import { SPORTS_AND_OUTDOORS_TRADE_WORDS } from "./sports-and-outdoors";
import type { TradeWord } from "./trade-word";
import { TOYS_AND_GAMES_TRADE_WORDS } from "./toys-and-games";
import { WATCHES_AND_JEWELRY_TRADE_WORDS } from "./watches-and-jewelry";

export type { TradeWord } from "./trade-word";
export { COMMON_TRADE_WORDS, HINDI_STOP_WORDS } from "./common";

/** The trade words of each of the 13 categories (words of every category: COMMON_TRADE_WORDS). */
export const TRADE_WORDS_BY_CATEGORY: Record<CategoryName, readonly TradeWord[]> = {
  Apparel: APPAREL_TRADE_WORDS,
  Electronics: ELECTRONICS_TRADE_WORDS,
  "Home Goods": HOME_GOODS_TRADE_WORDS,
  "Food & Beverages": FOOD_AND_BEVERAGES_TRADE_WORDS,
  "Toys & Games": TOYS_AND_GAMES_TRADE_WORDS,
  "Books & Stationery": BOOKS_AND_STATIONERY_TRADE_WORDS,
  "Health & Beauty": HEALTH_AND_BEAUTY_TRADE_WORDS,
  Automotive: AUTOMOTIVE_TRADE_WORDS,
  "Sports & Outdoors": SPORTS_AND_OUTDOORS_TRADE_WORDS,
  "Watches & Jewelry": WATCHES_AND_JEWELRY_TRADE_WORDS,
  "Industrial & Scientific": INDUSTRIAL_AND_SCIENTIFIC_TRADE_WORDS,
  Kitchenware: KITCHENWARE_TRADE_WORDS,
  Furniture: FURNITURE_TRADE_WORDS,
};
