import type { Language } from './language.js';
import type { SubcategoryId } from './categories.js';
import { subcategories } from './categories.js';
import { seededRandom } from './seeded-random.js';

/** A word in the three languages. */
type Words = Record<Language, string>;

interface ItemKind {
  subcategoryId: SubcategoryId;
  name: Words;
  /** Typical price in whole rupiah; generated prices spread around it. */
  price: number;
}

// What the generated catalog sells: a few kinds per subcategory, named as shoppers search them.
const kinds: readonly ItemKind[] = [
  { subcategoryId: 1101, name: { en: 'Batik Shirt', zh: '巴迪克衬衫', ind: 'Kemeja Batik' }, price: 180_000 },
  { subcategoryId: 1101, name: { en: 'Polo Shirt', zh: 'Polo衫', ind: 'Kaos Polo' }, price: 120_000 },
  { subcategoryId: 1101, name: { en: 'Oxford Shirt', zh: '牛津纺衬衫', ind: 'Kemeja Oxford' }, price: 150_000 },
  { subcategoryId: 1101, name: { en: 'T-Shirt', zh: 'T恤', ind: 'Kaos' }, price: 70_000 },
  { subcategoryId: 1102, name: { en: 'Chino Pants', zh: '休闲裤', ind: 'Celana Chino' }, price: 160_000 },
  { subcategoryId: 1102, name: { en: 'Sarong', zh: '纱笼', ind: 'Sarung' }, price: 110_000 },
  { subcategoryId: 1102, name: { en: 'Jeans', zh: '牛仔裤', ind: 'Celana Jeans' }, price: 220_000 },
  { subcategoryId: 1103, name: { en: 'Bomber Jacket', zh: '飞行员夹克', ind: 'Jaket Bomber' }, price: 280_000 },
  { subcategoryId: 1103, name: { en: 'Denim Jacket', zh: '牛仔夹克', ind: 'Jaket Denim' }, price: 300_000 },
  { subcategoryId: 1104, name: { en: 'Sneakers', zh: '运动鞋', ind: 'Sepatu Sneakers' }, price: 350_000 },
  { subcategoryId: 1104, name: { en: 'Leather Loafers', zh: '乐福鞋', ind: 'Sepatu Loafer' }, price: 420_000 },
  { subcategoryId: 1105, name: { en: 'Backpack', zh: '双肩包', ind: 'Tas Ransel' }, price: 250_000 },
  { subcategoryId: 1105, name: { en: 'Leather Wallet', zh: '皮夹', ind: 'Dompet Kulit' }, price: 130_000 },
  { subcategoryId: 1105, name: { en: 'Analog Watch', zh: '手表', ind: 'Jam Tangan' }, price: 450_000 },
  { subcategoryId: 2901, name: { en: 'Facial Serum', zh: '精华液', ind: 'Serum Wajah' }, price: 95_000 },
  { subcategoryId: 2901, name: { en: 'Sunscreen', zh: '防晒霜', ind: 'Tabir Surya' }, price: 75_000 },
  { subcategoryId: 2901, name: { en: 'Moisturizer', zh: '保湿霜', ind: 'Pelembap' }, price: 85_000 },
  { subcategoryId: 2901, name: { en: 'Facial Wash', zh: '洗面奶', ind: 'Sabun Cuci Muka' }, price: 45_000 },
  { subcategoryId: 2902, name: { en: 'Lip Cream', zh: '唇釉', ind: 'Lip Cream' }, price: 55_000 },
  { subcategoryId: 2902, name: { en: 'Cushion Foundation', zh: '气垫粉底', ind: 'Cushion Foundation' }, price: 120_000 },
  { subcategoryId: 2902, name: { en: 'Eyeshadow Palette', zh: '眼影盘', ind: 'Palet Eyeshadow' }, price: 110_000 },
  { subcategoryId: 2903, name: { en: 'Eau de Parfum', zh: '香水', ind: 'Parfum' }, price: 210_000 },
  { subcategoryId: 2903, name: { en: 'Body Mist', zh: '身体喷雾', ind: 'Body Mist' }, price: 65_000 },
  { subcategoryId: 2904, name: { en: 'Shampoo', zh: '洗发水', ind: 'Sampo' }, price: 40_000 },
  { subcategoryId: 2904, name: { en: 'Hair Tonic', zh: '生发液', ind: 'Tonik Rambut' }, price: 60_000 },
  { subcategoryId: 3601, name: { en: 'Smartphone', zh: '智能手机', ind: 'Ponsel Pintar' }, price: 2_500_000 },
  { subcategoryId: 3602, name: { en: 'Wireless Earbuds', zh: '无线耳机', ind: 'Earbuds Nirkabel' }, price: 350_000 },
  { subcategoryId: 3602, name: { en: 'Bluetooth Speaker', zh: '蓝牙音箱', ind: 'Speaker Bluetooth' }, price: 400_000 },
  { subcategoryId: 3603, name: { en: 'Power Bank', zh: '充电宝', ind: 'Power Bank' }, price: 200_000 },
  { subcategoryId: 3603, name: { en: 'USB-C Charger', zh: '充电器', ind: 'Charger USB-C' }, price: 150_000 },
  { subcategoryId: 3603, name: { en: 'Charging Cable', zh: '数据线', ind: 'Kabel Data' }, price: 45_000 },
  { subcategoryId: 3604, name: { en: 'Smartwatch', zh: '智能手表', ind: 'Jam Pintar' }, price: 650_000 },
  { subcategoryId: 3604, name: { en: 'Fitness Band', zh: '运动手环', ind: 'Gelang Kebugaran' }, price: 300_000 },
  { subcategoryId: 3605, name: { en: 'Wireless Mouse', zh: '无线鼠标', ind: 'Mouse Nirkabel' }, price: 120_000 },
  { subcategoryId: 3605, name: { en: 'Laptop Stand', zh: '笔记本支架', ind: 'Dudukan Laptop' }, price: 180_000 },
  { subcategoryId: 3605, name: { en: 'USB-C Hub', zh: '扩展坞', ind: 'Hub USB-C' }, price: 260_000 },
];

const colours: readonly Words[] = [
  { en: 'Black', zh: '黑色', ind: 'Hitam' },
  { en: 'White', zh: '白色', ind: 'Putih' },
  { en: 'Navy', zh: '藏青色', ind: 'Biru Dongker' },
  { en: 'Maroon', zh: '酒红色', ind: 'Merah Marun' },
  { en: 'Olive', zh: '橄榄绿', ind: 'Hijau Zaitun' },
  { en: 'Grey', zh: '灰色', ind: 'Abu-abu' },
  { en: 'Pink', zh: '粉色', ind: 'Merah Muda' },
  { en: 'Cream', zh: '米色', ind: 'Krem' },
];

const qualities: readonly Words[] = [
  { en: 'Premium', zh: '高级', ind: 'Premium' },
  { en: 'Original', zh: '正品', ind: 'Original' },
  { en: 'Lightweight', zh: '轻便', ind: 'Ringan' },
  { en: 'Classic', zh: '经典', ind: 'Klasik' },
  { en: 'Limited Edition', zh: '限量版', ind: 'Edisi Terbatas' },
  { en: 'Everyday', zh: '日常', ind: 'Sehari-hari' },
  { en: 'Travel', zh: '旅行', ind: 'Travel' },
  { en: 'Eco', zh: '环保', ind: 'Ramah Lingkungan' },
];

// Fictional brand names, Indonesian in flavour, used as they are in every language.
const brandParts = ['Nusa', 'Sinar', 'Kencana', 'Mega', 'Citra', 'Bumi', 'Tirta', 'Rimba', 'Surya', 'Lestari', 'Pelangi', 'Samudra'];
const brandEnds = ['ku', 'jaya', 'indo', 'tama', 'mas', 'lab', 'wear', 'tech'];

/** A product the generator makes: everything the catalog stores, texts in three languages. */
export interface GeneratedProduct {
  slug: string;
  categoryId: number;
  subcategoryId: number;
  price: number;
  merchantPrice: number;
  discount: number;
  stock: number;
  sales: number;
  /** How long before the generation's moment it was added (ms). */
  ageMs: number;
  texts: Record<Language, { title: string; description: string }>;
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const parentOf = new Map<number, number>(subcategories.map((category) => [category.id, category.parentId]));
const YEAR_MS = 365 * 86_400_000;

/**
 * Generated product number `n` (from 1): a kind of item by a fictional brand, in a colour and a
 * quality, priced around its kind's price, with sales spread over orders of magnitude (a few best
 * sellers, a long tail). The same `n` always gives the same product.
 */
export function generatedProduct(n: number): GeneratedProduct {
  // The same product for the same number, on every machine.
  const random = seededRandom(n * 2_654_435_761);
  const kind = pick(random, kinds);
  const colour = pick(random, colours);
  const quality = pick(random, qualities);
  const brand = `${pick(random, brandParts)}${pick(random, brandEnds)}`;
  const model = `${String.fromCharCode(65 + Math.floor(random() * 26))}${1 + Math.floor(random() * 99)}`;
  const price = Math.max(1_000, Math.round((kind.price * (0.5 + random() * 1.5)) / 500) * 500);
  const texts = {
    en: {
      title: `${brand} ${kind.name.en} ${model} ${quality.en} ${colour.en}`,
      description: `${quality.en} ${kind.name.en.toLowerCase()} by ${brand}, model ${model}, in ${colour.en.toLowerCase()}. Shipped from Indonesia with a 7-day return.`,
    },
    zh: {
      title: `${brand} ${quality.zh}${colour.zh}${kind.name.zh} ${model}`,
      description: `${brand} 出品的${quality.zh}${kind.name.zh}，型号 ${model}，${colour.zh}。印度尼西亚发货，7 天退货。`,
    },
    ind: {
      title: `${kind.name.ind} ${brand} ${model} ${quality.ind} ${colour.ind}`,
      description: `${kind.name.ind} ${quality.ind.toLowerCase()} dari ${brand}, model ${model}, warna ${colour.ind.toLowerCase()}. Dikirim dari Indonesia, retur 7 hari.`,
    },
  };
  return {
    slug: `gen-${n}`,
    categoryId: parentOf.get(kind.subcategoryId)!,
    subcategoryId: kind.subcategoryId,
    price,
    merchantPrice: Math.round(price * (0.55 + random() * 0.25)),
    discount: random() < 0.4 ? 5 * (1 + Math.floor(random() * 10)) : 0,
    stock: Math.floor(random() * 500),
    sales: Math.floor(Math.pow(20_000, random())) - 1,
    ageMs: Math.floor(random() * 2 * YEAR_MS),
    texts,
  };
}
