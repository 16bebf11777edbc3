import type { CategoryName } from "@domain/categories";

/** Product nouns per category: the bench catalogue's names are brand + material/adjective + noun + variant. */
export const NOUNS: Record<CategoryName, string[]> = {
  Apparel: ["T-Shirts", "Kurtis", "Sarees", "Formal Shirts", "Jeans", "Leggings", "Pyjama Sets", "Shawls", "Dupattas", "Track Pants", "Polo Shirts", "Nightwear", "School Uniforms", "Lungis", "Socks", "Caps"],
  Electronics: ["Power Banks", "Charging Cables", "LED Bulbs", "Earphones", "Modular Switches", "Extension Boards", "Ceiling Fans", "LED TVs", "Wall Chargers", "Smart Plugs", "Bluetooth Speakers", "Inverter Batteries", "Table Lamps", "CCTV Cameras", "Mobile Covers", "Emergency Lights"],
  "Home Goods": ["Bedsheets", "Quilts", "Cushion Covers", "Doormats", "Curtains", "Vases", "Diya Sets", "Dhurrie Rugs", "Towels", "Wall Clocks", "Photo Frames", "Storage Boxes", "Mosquito Nets", "Pillows", "Table Covers", "Candles"],
  "Food & Beverages": ["Basmati Rice", "Toor Dal", "Groundnut Oil", "CTC Tea", "Filter Coffee", "Sambar Masala", "Cashew Nuts", "Drinking Water", "Wheat Atta", "Jaggery", "Almonds", "Turmeric Powder", "Mango Pickle", "Papad", "Sugar", "Ghee"],
  "Toys & Games": ["Chess Boards", "Ludo Boards", "Jigsaw Puzzles", "Building Blocks", "Remote Control Cars", "Stacking Toys", "Soft Toys", "Carrom Boards", "Kites", "Spinning Tops", "Doll Houses", "Learning Tablets", "Toy Trains", "Water Guns", "Yo-Yos", "Board Games"],
  "Books & Stationery": ["Copier Paper", "Notebooks", "Ball Pens", "Workbooks", "Envelopes", "Registers", "Poster Colours", "Pencils", "Geometry Boxes", "Sticky Notes", "File Folders", "Gel Pens", "Drawing Books", "Staplers", "Markers", "Diaries"],
  "Health & Beauty": ["Hair Oil", "Bathing Soap", "Aloe Vera Gel", "Sunscreen Lotion", "Hand Sanitizer", "Thermometers", "Face Serum", "Face Wash", "Shampoo", "Toothpaste", "Herbal Tea", "Body Lotion", "Kajal", "Lip Balm", "Hair Dye", "Talcum Powder"],
  Automotive: ["Chain Sprocket Kits", "Engine Oil", "Cleaning Cloths", "Brake Shoes", "Puncture Kits", "Seat Covers", "Bottle Jacks", "Car Mats", "Helmets", "Wiper Blades", "Spark Plugs", "Air Filters", "Car Perfumes", "Tyre Inflators", "Bike Covers", "Headlight Bulbs"],
  "Sports & Outdoors": ["Cricket Bats", "Cricket Balls", "Yoga Mats", "Badminton Racquets", "Shuttlecocks", "Camping Tents", "Bicycles", "Footballs", "Skipping Ropes", "Dumbbells", "Gym Gloves", "Volleyballs", "Carrom Coins", "Water Bottles", "Sleeping Bags", "Table Tennis Bats"],
  "Watches & Jewelry": ["Choker Necklaces", "Jhumka Earrings", "Wrist Watches", "Glass Bangles", "Toe Rings", "Smart Bands", "Jewellery Boxes", "Anklets", "Nose Pins", "Mangalsutras", "Finger Rings", "Bracelets", "Pendants", "Maang Tikkas", "Wall Watches", "Kadas"],
  "Industrial & Scientific": ["Hex Bolts", "Flat Washers", "Safety Helmets", "Safety Gloves", "Glass Beakers", "Vernier Calipers", "Bench Vices", "Welding Rods", "Drill Bits", "Measuring Tapes", "Cable Ties", "Ball Bearings", "Hose Clamps", "Spanner Sets", "Lab Coats", "Wire Ropes"],
  Kitchenware: ["Pressure Cookers", "Tawas", "Tiffin Boxes", "Appachattis", "Kadais", "Mixer Grinders", "Spatula Sets", "Water Bottles", "Dinner Sets", "Knife Sets", "Storage Containers", "Gas Stoves", "Idli Makers", "Chopping Boards", "Serving Bowls", "Glass Tumblers"],
  Furniture: ["Dining Tables", "Office Chairs", "Plastic Chairs", "Study Tables", "Almirahs", "King Size Beds", "Banquet Tables", "Bookshelves", "Shoe Racks", "Sofa Sets", "Coffee Tables", "TV Units", "Bar Stools", "Wardrobes", "Computer Desks", "Recliners"],
};

/** Materials and qualities, shared by all categories. */
export const ADJECTIVES = [
  "Stainless Steel", "Cotton", "Premium", "Handmade", "Eco-Friendly", "Heavy Duty", "Organic", "Brass", "Wooden", "Plastic",
  "Leather", "Silk", "Copper", "Glass", "Ceramic", "Bamboo", "Aluminium", "Khadi", "Printed", "Embroidered",
  "Rechargeable", "Waterproof", "Foldable", "Portable", "Classic", "Deluxe", "Compact", "Industrial", "Traditional", "Modern",
  "Jute", "Rubber", "Nylon", "Polyester", "Iron", "Teak", "Sheesham", "Marble", "Herbal", "Ayurvedic",
];

export const BRANDS = [
  "Shakti", "Bharat", "Annapurna", "Ganga", "Himalaya Craft", "Sahyadri", "Kaveri", "Narmada", "Deccan", "Malabar",
  "Rajputana", "Konark", "Vindhya", "Indus", "Saraswati", "Lakshmi", "Surya", "Chandra", "Tulsi", "Kesari",
  "Nilgiri", "Thar", "Kalinga", "Awadh", "Marwar", "Coromandel", "Brahmaputra", "Godavari", "Aravalli", "Mysore",
  "Banaras", "Kutch", "Lucknow", "Agra", "Moradabad", "Tirupur", "Ludhiana", "Jaipur", "Kanpur", "Rajkot",
];

export const VARIANTS = [
  "Pack of 10", "Box of 50", "1 kg", "500 g", "25 kg Bag", "500 ml", "1 L", "Set of 6", "Set of 3", "Large",
  "Medium", "Small", "Export Quality", "Grade A", "Assorted Colours", "Carton of 24", "Size M", "Size XL", "Pair", "Single Piece",
];

export const CITIES = [
  "Surat", "Ludhiana", "Jaipur", "Kolkata", "Chennai", "Mumbai", "Kochi", "Hyderabad", "Delhi", "Ahmedabad",
  "Pune", "Bengaluru", "Kanpur", "Indore", "Coimbatore", "Rajkot", "Moradabad", "Agra", "Tirupur", "Nagpur",
];

/** What visitors type: specific terms (a few hundred matches at 1M products), typos and broad single words. */
export const SEARCH_TERMS = {
  specific: [
    "steel bolts", "stainless steel hex bolts", "cotton kurtis", "basmati rice 25 kg", "led bulbs", "power banks",
    "pressure cooker", "yoga mats", "cricket bats", "office chairs", "hair oil", "brass diya", "jute doormats",
    "copper kadai", "teak dining table", "glass bangles", "ball pens box", "engine oil", "chess board", "safety helmets",
    "organic toor dal", "silk sarees", "bluetooth speakers", "herbal face wash", "wooden toys", "leather watches",
  ],
  typos: ["stainles steel bolts", "cotton kurtsi", "presure cooker", "bluetoth speakers", "basmti rice", "yoga matts"],
  broad: ["cotton", "steel", "handmade", "premium", "wooden", "organic"],
};

/** SQL text array literal of trusted constants, e.g. ARRAY['a','b']. */
export const sqlTextArray = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]::text[]`;
