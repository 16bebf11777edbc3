import type { DemoProduct } from "./demo-product";

/** Shakti Textiles Pvt Ltd, Surat: garments and fabric. */
export const SHAKTI_TEXTILES: DemoProduct[] = [
  {
    name: "Cotton Round Neck T-Shirts (Pack of 10)",
    category: "Apparel",
    description:
      "180 GSM combed cotton, bio-washed, sizes S to XXL in each pack. Pre-shrunk and colour-fast; ideal for retail shelves, uniforms and screen printing.",
    price: 1450,
    minOrder: 10,
    stock: 1200,
    tiers: [[50, 1350], [200, 1240]],
  },
  {
    name: "Women's Rayon Printed Kurtis",
    category: "Apparel",
    description:
      "Straight-cut rayon kurtis with three-quarter sleeves in assorted floral prints. Sizes M to XXL, packed individually with hangtags.",
    price: 385,
    minOrder: 50,
    stock: 3000,
    tiers: [[100, 360], [500, 335]],
  },
  {
    name: "Men's Formal Cotton Shirts",
    category: "Apparel",
    description: "Poly-cotton blend, full sleeves, regular fit. Solid colours and fine checks, sizes 38 to 44, boxed in dozens.",
    price: 520,
    minOrder: 40,
    stock: 2200,
    tiers: [[100, 490], [300, 465]],
  },
  {
    name: "Georgette Sarees with Blouse Piece",
    category: "Apparel",
    description: "5.5 m printed georgette sarees with an 80 cm unstitched blouse piece. Festive designs, assorted colours per bundle of ten.",
    price: 690,
    minOrder: 20,
    stock: 900,
    tiers: [[50, 650], [200, 610]],
  },
  {
    name: "Kids' Cotton Pyjama Sets",
    category: "Apparel",
    description: "Soft interlock cotton night suits for ages 2 to 10, cartoon prints, elastic waist. Ratio-packed by size.",
    price: 210,
    minOrder: 60,
    stock: 2500,
    tiers: [[120, 195], [600, 180]],
  },
  {
    name: "Surat Polyester Dress Material (per metre)",
    category: "Apparel",
    description: "58-inch width printed polyester crepe, sold by the metre from 50 m rolls. Suits salwar suits, dupattas and linings.",
    price: 68.5,
    minOrder: 500,
    stock: 40000,
    tiers: [[2000, 64], [10000, 59.75]],
  },
  {
    name: "Winter Acrylic Shawls",
    category: "Apparel",
    description: "Warm acrylic-wool blend shawls with woven paisley borders, 40 x 80 inches. Restocked every October.",
    price: 240,
    minOrder: 50,
    stock: 0,
    images: 1,
  },
  {
    name: "Denim Jackets (Previous Season)",
    category: "Apparel",
    description: "Stonewashed denim jackets from last season's range.",
    price: 640,
    minOrder: 20,
    stock: 150,
    inactive: true,
  },
];
