/**
 * Demo catalog for the marketplace: three categories with 16 products each.
 * All prices are whole Indonesian rupiah. Brand names are fictional.
 */

import type { SubcategoryId } from '../../domain/categories.js';

export interface DemoProduct {
  /** Stable slug, unique, kebab-case ascii. */
  slug: string;
  categoryId: 11044364 | 29 | 36;
  /** Its subcategory within `categoryId` (domain/categories.ts). */
  subcategoryId: SubcategoryId;
  /** Whole rupiah sale price. */
  price: number;
  /** Whole rupiah goods cost paid by the merchant; always below price (typically 55-80 % of it). */
  merchantPrice: number;
  /** Percent off shown to shoppers, 0-50, integer. */
  discount: number;
  stock: number;
  sales: number;
  texts: Record<'en' | 'zh' | 'ind', { title: string; description: string }>;
}

export const demoCategories = [
  { id: 11044364, key: 'man', names: { en: "Men's Fashion", zh: '男装', ind: 'Fashion Pria' } },
  { id: 29, key: 'cosmetics', names: { en: 'Beauty & Cosmetics', zh: '美妆护肤', ind: 'Kecantikan' } },
  { id: 36, key: 'digital', names: { en: 'Gadgets & Digital', zh: '数码电子', ind: 'Gadget & Elektronik' } },
] as const;

export const demoProducts: readonly DemoProduct[] = [
  // ---------------------------------------------------------------------------
  // Men's fashion (11044364)
  // ---------------------------------------------------------------------------
  {
    slug: 'batik-shirt-parang-slim-fit',
    categoryId: 11044364,
    subcategoryId: 1101,
    price: 189000,
    merchantPrice: 121000,
    discount: 20,
    stock: 142,
    sales: 1834,
    texts: {
      en: {
        title: 'Batik Shirt Parang Motif Slim Fit Short Sleeve',
        description:
          'Stamped batik shirt in a classic parang pattern, made from soft 100% cotton primissima. Slim cut with a lined front panel; sizes M to XXL. Suitable for office Fridays and formal events.',
      },
      zh: {
        title: '巴迪克短袖衬衫 Parang 纹样 修身款',
        description:
          '经典 Parang 纹样印染巴迪克衬衫，采用柔软的 100% 精梳棉布。修身剪裁，前片带内衬，尺码 M 至 XXL。适合周五上班及正式场合穿着。',
      },
      ind: {
        title: 'Kemeja Batik Motif Parang Slim Fit Lengan Pendek',
        description:
          'Kemeja batik cap motif parang klasik dari katun primissima yang adem dan lembut. Potongan slim fit dengan furing di bagian depan, tersedia ukuran M sampai XXL. Pas untuk ke kantor maupun kondangan.',
      },
    },
  },
  {
    slug: 'oxford-shirt-long-sleeve-white',
    categoryId: 11044364,
    subcategoryId: 1101,
    price: 159000,
    merchantPrice: 98000,
    discount: 15,
    stock: 260,
    sales: 2410,
    texts: {
      en: {
        title: 'Oxford Shirt Long Sleeve Regular Fit White',
        description:
          'Long-sleeve shirt in breathable cotton oxford weave with a button-down collar. Regular fit, sizes S to XXL. Easy to iron and ideal for daily office wear.',
      },
      zh: {
        title: '牛津纺长袖衬衫 常规版型 白色',
        description:
          '透气棉质牛津纺面料，纽扣领设计的长袖衬衫。常规版型，尺码 S 至 XXL。易于熨烫，适合日常通勤穿着。',
      },
      ind: {
        title: 'Kemeja Oxford Lengan Panjang Regular Fit Putih',
        description:
          'Kemeja lengan panjang berbahan katun oxford yang menyerap keringat, dengan kerah button-down. Model regular fit, ukuran S sampai XXL. Gampang disetrika dan cocok dipakai kerja sehari-hari.',
      },
    },
  },
  {
    slug: 'linen-shirt-short-sleeve-sage',
    categoryId: 11044364,
    subcategoryId: 1101,
    price: 179000,
    merchantPrice: 112000,
    discount: 10,
    stock: 88,
    sales: 645,
    texts: {
      en: {
        title: 'Linen Blend Shirt Short Sleeve Sage Green',
        description:
          'Relaxed short-sleeve shirt in a linen-cotton blend (55/45) that stays cool in humid weather. Camp collar and coconut-shell buttons; sizes M to XL.',
      },
      zh: {
        title: '亚麻混纺短袖衬衫 鼠尾草绿',
        description:
          '亚麻棉混纺面料（55/45），湿热天气下依然清爽的宽松短袖衬衫。古巴领设计，配椰壳纽扣，尺码 M 至 XL。',
      },
      ind: {
        title: 'Kemeja Linen Lengan Pendek Warna Sage',
        description:
          'Kemeja santai berbahan campuran linen dan katun (55/45), tetap adem di cuaca lembap. Kerah model camp dengan kancing batok kelapa, tersedia ukuran M sampai XL.',
      },
    },
  },
  {
    slug: 'polo-shirt-pique-cotton',
    categoryId: 11044364,
    subcategoryId: 1101,
    price: 129000,
    merchantPrice: 79000,
    discount: 25,
    stock: 320,
    sales: 3920,
    texts: {
      en: {
        title: 'Polo Shirt Cotton Pique Basic 6 Colours',
        description:
          'Basic polo shirt knitted from 24s cotton pique with a ribbed collar and cuffs. Available in six colours, sizes S to XXXL. Machine washable without fading.',
      },
      zh: {
        title: '纯棉珠地 Polo 衫 基础款 6 色可选',
        description:
          '24 支纯棉珠地面料基础款 Polo 衫，罗纹领口与袖口。共六种颜色，尺码 S 至 XXXL。可机洗，不易褪色。',
      },
      ind: {
        title: 'Kaos Polo Katun Pique Basic 6 Warna',
        description:
          'Kaos polo basic dari katun pique 24s dengan kerah dan manset rib. Pilihan enam warna, ukuran S sampai XXXL. Aman dicuci mesin dan warnanya tidak gampang pudar.',
      },
    },
  },
  {
    slug: 'chino-pants-slim-khaki',
    categoryId: 11044364,
    subcategoryId: 1102,
    price: 219000,
    merchantPrice: 142000,
    discount: 10,
    stock: 175,
    sales: 1267,
    texts: {
      en: {
        title: 'Chino Pants Slim Fit Stretch Khaki',
        description:
          'Slim chino trousers in cotton twill with 2% spandex for comfortable movement. Waist sizes 28 to 38, inseam 100 cm. Works for both office and weekend outfits.',
      },
      zh: {
        title: '弹力修身休闲裤 卡其色',
        description:
          '棉质斜纹布混纺 2% 氨纶的修身休闲裤，活动自如。腰围尺码 28 至 38，裤长 100 厘米。通勤与周末皆可搭配。',
      },
      ind: {
        title: 'Celana Chino Slim Fit Stretch Khaki',
        description:
          'Celana chino slim dari katun twill dengan campuran 2% spandex, nyaman untuk bergerak. Ukuran pinggang 28 sampai 38, panjang 100 cm. Bisa dipakai ke kantor maupun hangout akhir pekan.',
      },
    },
  },
  {
    slug: 'denim-jacket-washed-blue',
    categoryId: 11044364,
    subcategoryId: 1103,
    price: 349000,
    merchantPrice: 231000,
    discount: 30,
    stock: 3,
    sales: 412,
    texts: {
      en: {
        title: 'Denim Jacket Classic Trucker Washed Blue',
        description:
          'Trucker-style jacket in 12 oz washed denim with metal shank buttons and two chest pockets. Regular fit, sizes M to XXL.',
      },
      zh: {
        title: '经典水洗牛仔夹克 蓝色',
        description:
          '12 盎司水洗牛仔布制成的经典工装夹克，金属纽扣，胸前双口袋。常规版型，尺码 M 至 XXL。',
      },
      ind: {
        title: 'Jaket Denim Trucker Klasik Biru Washed',
        description:
          'Jaket model trucker dari denim washed 12 oz, dilengkapi kancing besi dan dua saku dada. Potongan regular, ukuran M sampai XXL.',
      },
    },
  },
  {
    slug: 'bomber-jacket-water-resistant',
    categoryId: 11044364,
    subcategoryId: 1103,
    price: 299000,
    merchantPrice: 196000,
    discount: 20,
    stock: 64,
    sales: 538,
    texts: {
      en: {
        title: 'Bomber Jacket Water Resistant Black',
        description:
          'Lightweight bomber jacket with a water-resistant nylon shell and polyester lining. Ribbed collar, YKK zip and inner pocket; sizes M to XXL. Good for motorbike rides in light rain.',
      },
      zh: {
        title: '防泼水飞行员夹克 黑色',
        description:
          '轻薄飞行员夹克，防泼水尼龙外层配涤纶内衬。罗纹领口、YKK 拉链及内袋，尺码 M 至 XXL。适合小雨天骑行穿着。',
      },
      ind: {
        title: 'Jaket Bomber Anti Air Hitam',
        description:
          'Jaket bomber ringan dengan lapisan luar nilon tahan cipratan air dan furing poliester. Kerah rib, ritsleting YKK, dan saku dalam; ukuran M sampai XXL. Cocok buat naik motor saat gerimis.',
      },
    },
  },
  {
    slug: 'leather-loafers-brown',
    categoryId: 11044364,
    subcategoryId: 1104,
    price: 459000,
    merchantPrice: 318000,
    discount: 15,
    stock: 27,
    sales: 289,
    texts: {
      en: {
        title: 'Genuine Leather Penny Loafers Brown',
        description:
          'Slip-on loafers made from genuine cow leather with a cushioned insole and rubber outsole. Sizes 39 to 44; handcrafted in Bandung.',
      },
      zh: {
        title: '真皮便士乐福鞋 棕色',
        description:
          '真牛皮一脚蹬乐福鞋，配缓震鞋垫与橡胶大底。尺码 39 至 44，万隆手工制作。',
      },
      ind: {
        title: 'Sepatu Loafer Kulit Asli Cokelat',
        description:
          'Sepatu slip-on dari kulit sapi asli dengan insole empuk dan sol karet. Ukuran 39 sampai 44, dibuat tangan oleh perajin Bandung.',
      },
    },
  },
  {
    slug: 'canvas-sneakers-low-white',
    categoryId: 11044364,
    subcategoryId: 1104,
    price: 199000,
    merchantPrice: 124000,
    discount: 0,
    stock: 410,
    sales: 4215,
    texts: {
      en: {
        title: 'Canvas Sneakers Low Top White',
        description:
          'Everyday low-top sneakers with a 10 oz canvas upper and vulcanised rubber sole. Sizes 38 to 45; wipe clean with a damp cloth.',
      },
      zh: {
        title: '低帮帆布鞋 白色',
        description:
          '10 盎司帆布鞋面配硫化橡胶底的日常低帮帆布鞋。尺码 38 至 45，可用湿布擦拭清洁。',
      },
      ind: {
        title: 'Sepatu Sneakers Kanvas Low Putih',
        description:
          'Sneakers low-top untuk sehari-hari dengan upper kanvas 10 oz dan sol karet vulkanisir. Ukuran 38 sampai 45, cukup dilap kain basah untuk membersihkan.',
      },
    },
  },
  {
    slug: 'analog-watch-stainless-mesh',
    categoryId: 11044364,
    subcategoryId: 1105,
    price: 389000,
    merchantPrice: 251000,
    discount: 35,
    stock: 0,
    sales: 976,
    texts: {
      en: {
        title: 'Analog Watch Stainless Steel Mesh Strap 40mm',
        description:
          'Minimalist quartz watch with a 40 mm stainless steel case and adjustable mesh strap. Mineral glass, water resistant to 3 ATM.',
      },
      zh: {
        title: '指针手表 不锈钢网带 40mm',
        description:
          '简约石英手表，40 毫米不锈钢表壳，配可调节米兰网表带。矿物玻璃镜面，3 ATM 生活防水。',
      },
      ind: {
        title: 'Jam Tangan Analog Strap Mesh Stainless 40mm',
        description:
          'Jam tangan quartz bergaya minimalis dengan casing stainless steel 40 mm dan tali mesh yang bisa disetel. Kaca mineral, tahan air hingga 3 ATM.',
      },
    },
  },
  {
    slug: 'leather-belt-automatic-buckle',
    categoryId: 11044364,
    subcategoryId: 1105,
    price: 99000,
    merchantPrice: 58000,
    discount: 10,
    stock: 230,
    sales: 2785,
    texts: {
      en: {
        title: 'Leather Belt Automatic Buckle 3.5cm',
        description:
          'Split cow leather belt, 3.5 cm wide, with a ratchet buckle that adjusts without holes. Length 120 cm and can be trimmed to size.',
      },
      zh: {
        title: '自动扣皮带 3.5cm',
        description:
          '牛皮二层皮带，宽 3.5 厘米，自动扣设计无需打孔即可调节。长 120 厘米，可自行裁剪长度。',
      },
      ind: {
        title: 'Ikat Pinggang Kulit Gesper Otomatis 3,5cm',
        description:
          'Sabuk kulit sapi split selebar 3,5 cm dengan gesper otomatis, bisa disetel tanpa lubang. Panjang 120 cm dan bisa dipotong sesuai ukuran.',
      },
    },
  },
  {
    slug: 'canvas-backpack-laptop-15',
    categoryId: 11044364,
    subcategoryId: 1105,
    price: 279000,
    merchantPrice: 178000,
    discount: 20,
    stock: 95,
    sales: 864,
    texts: {
      en: {
        title: 'Canvas Backpack Laptop 15.6 inch Olive',
        description:
          'Waxed canvas backpack with a padded sleeve for laptops up to 15.6 inches. 22 L capacity, side bottle pocket and water-repellent base.',
      },
      zh: {
        title: '帆布双肩包 可装 15.6 英寸笔记本 橄榄绿',
        description:
          '油蜡帆布双肩包，内设加厚隔层，可放最大 15.6 英寸笔记本电脑。容量 22 升，侧边水杯袋，底部防泼水。',
      },
      ind: {
        title: 'Tas Ransel Kanvas Laptop 15,6 inci Olive',
        description:
          'Ransel kanvas waxed dengan sekat empuk untuk laptop sampai 15,6 inci. Kapasitas 22 liter, ada kantong botol di samping dan bagian bawah anti air.',
      },
    },
  },
  {
    slug: 'sling-bag-nylon-crossbody',
    categoryId: 11044364,
    subcategoryId: 1105,
    price: 119000,
    merchantPrice: 71000,
    discount: 40,
    stock: 150,
    sales: 1590,
    texts: {
      en: {
        title: 'Nylon Sling Bag Crossbody Black',
        description:
          'Compact crossbody bag in 600D nylon, 25 x 17 x 7 cm, with three zip compartments. Fits a phone, wallet and power bank.',
      },
      zh: {
        title: '尼龙斜挎包 黑色',
        description:
          '600D 尼龙小巧斜挎包，尺寸 25 x 17 x 7 厘米，三个拉链隔层。可放手机、钱包和充电宝。',
      },
      ind: {
        title: 'Tas Selempang Nylon Pria Hitam',
        description:
          'Tas selempang ringkas dari nilon 600D berukuran 25 x 17 x 7 cm dengan tiga ruang beritsleting. Muat HP, dompet, dan power bank.',
      },
    },
  },
  {
    slug: 'koko-shirt-embroidered',
    categoryId: 11044364,
    subcategoryId: 1101,
    price: 169000,
    merchantPrice: 104000,
    discount: 15,
    stock: 205,
    sales: 2103,
    texts: {
      en: {
        title: 'Koko Shirt Embroidered Long Sleeve',
        description:
          'Traditional koko shirt in cool toyobo fabric with tonal embroidery on the placket. Long sleeves, sizes M to XXL; suitable for Friday prayers and Eid.',
      },
      zh: {
        title: '刺绣 Koko 长袖衬衫',
        description:
          '采用凉爽 Toyobo 面料的传统 Koko 衫，门襟饰同色刺绣。长袖，尺码 M 至 XXL，适合周五礼拜和开斋节穿着。',
      },
      ind: {
        title: 'Baju Koko Bordir Lengan Panjang',
        description:
          'Baju koko dari kain toyobo yang adem, dengan bordir senada di bagian plaket. Lengan panjang, ukuran M sampai XXL; cocok untuk salat Jumat dan Lebaran.',
      },
    },
  },
  {
    slug: 'sarung-tenun-motif-kotak',
    categoryId: 11044364,
    subcategoryId: 1102,
    price: 149000,
    merchantPrice: 96000,
    discount: 0,
    stock: 5,
    sales: 318,
    texts: {
      en: {
        title: 'Woven Sarong Checked Motif Premium',
        description:
          'Loom-woven sarong in fine cotton with a classic checked pattern. Size about 110 x 200 cm; comes folded in a gift box.',
      },
      zh: {
        title: '高级格纹织造纱笼',
        description:
          '细棉织机织造纱笼，经典格纹图案。尺寸约 110 x 200 厘米，附礼盒包装。',
      },
      ind: {
        title: 'Sarung Tenun Motif Kotak Premium',
        description:
          'Sarung tenun dari katun halus dengan motif kotak-kotak klasik. Ukuran sekitar 110 x 200 cm, dikemas dalam kotak hadiah.',
      },
    },
  },
  {
    slug: 'leather-wallet-bifold',
    categoryId: 11044364,
    subcategoryId: 1105,
    price: 89000,
    merchantPrice: 52000,
    discount: 10,
    stock: 340,
    sales: 3120,
    texts: {
      en: {
        title: 'Leather Bifold Wallet Slim Dark Brown',
        description:
          'Slim bifold wallet in genuine cow leather with six card slots and a full-length note compartment. Measures 11 x 9 cm when closed.',
      },
      zh: {
        title: '真皮对折钱包 薄款 深棕色',
        description:
          '真牛皮薄款对折钱包，六个卡位及一个长款纸币夹层。合上尺寸 11 x 9 厘米。',
      },
      ind: {
        title: 'Dompet Kulit Lipat Dua Tipis Cokelat Tua',
        description:
          'Dompet lipat tipis dari kulit sapi asli dengan enam slot kartu dan satu ruang uang kertas. Ukuran saat tertutup 11 x 9 cm.',
      },
    },
  },

  // ---------------------------------------------------------------------------
  // Beauty & cosmetics (29)
  // ---------------------------------------------------------------------------
  {
    slug: 'nusaglow-niacinamide-serum-20ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 89000,
    merchantPrice: 52000,
    discount: 20,
    stock: 380,
    sales: 4870,
    texts: {
      en: {
        title: 'Nusaglow 10% Niacinamide Brightening Serum 20ml',
        description:
          'Lightweight water-based serum with 10% niacinamide and 1% zinc to even out skin tone and control oil. Apply 2-3 drops after toner, morning and night.',
      },
      zh: {
        title: 'Nusaglow 10% 烟酰胺亮肤精华 20ml',
        description:
          '含 10% 烟酰胺与 1% 锌的轻薄水感精华，均匀肤色、调理油脂。早晚爽肤水后取 2-3 滴使用。',
      },
      ind: {
        title: 'Nusaglow Serum Niacinamide 10% Brightening 20ml',
        description:
          'Serum ringan berbasis air dengan 10% niacinamide dan 1% zinc untuk meratakan warna kulit serta mengontrol minyak. Pakai 2-3 tetes setelah toner, pagi dan malam.',
      },
    },
  },
  {
    slug: 'sekar-pagi-gentle-facial-wash-100ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 45000,
    merchantPrice: 27000,
    discount: 10,
    stock: 450,
    sales: 4520,
    texts: {
      en: {
        title: 'Sekar Pagi Gentle Low pH Facial Wash 100ml',
        description:
          'Low-foam gel cleanser with pH 5.5 and green tea extract, suitable for sensitive skin. Massage onto damp face and rinse; 100 ml tube.',
      },
      zh: {
        title: 'Sekar Pagi 温和弱酸性洁面 100ml',
        description:
          'pH 5.5 低泡凝胶洁面，含绿茶提取物，适合敏感肌。湿润面部后按摩并冲洗干净，管装 100 毫升。',
      },
      ind: {
        title: 'Sekar Pagi Sabun Cuci Muka Low pH 100ml',
        description:
          'Gel pembersih wajah ber-pH 5,5 dengan busa sedikit dan ekstrak teh hijau, aman untuk kulit sensitif. Pijat di wajah yang basah lalu bilas; kemasan tube 100 ml.',
      },
    },
  },
  {
    slug: 'tirtamaya-hydrating-toner-150ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 69000,
    merchantPrice: 41000,
    discount: 15,
    stock: 260,
    sales: 2310,
    texts: {
      en: {
        title: 'Tirtamaya Hydrating Toner Hyaluronic Acid 150ml',
        description:
          'Alcohol-free toner with hyaluronic acid and rice water to hydrate after cleansing. Pat onto the face with palms or a cotton pad; 150 ml bottle.',
      },
      zh: {
        title: 'Tirtamaya 玻尿酸保湿爽肤水 150ml',
        description:
          '无酒精配方，含玻尿酸与米水，洁面后为肌肤补水。用手掌或化妆棉轻拍于面部，瓶装 150 毫升。',
      },
      ind: {
        title: 'Tirtamaya Hydrating Toner Hyaluronic Acid 150ml',
        description:
          'Toner tanpa alkohol dengan hyaluronic acid dan air beras untuk melembapkan kulit setelah cuci muka. Tepuk-tepuk ke wajah pakai telapak tangan atau kapas; isi 150 ml.',
      },
    },
  },
  {
    slug: 'ayuvela-ceramide-gel-moisturizer-50g',
    categoryId: 29,
    subcategoryId: 2901,
    price: 79000,
    merchantPrice: 48000,
    discount: 10,
    stock: 310,
    sales: 3050,
    texts: {
      en: {
        title: 'Ayuvela Ceramide Gel Moisturizer 50g',
        description:
          'Oil-free gel moisturizer with ceramides and centella to strengthen the skin barrier. Absorbs quickly without a sticky finish; 50 g jar.',
      },
      zh: {
        title: 'Ayuvela 神经酰胺保湿凝露 50g',
        description:
          '无油凝露质地，含神经酰胺与积雪草，强化肌肤屏障。吸收迅速不黏腻，罐装 50 克。',
      },
      ind: {
        title: 'Ayuvela Pelembap Gel Ceramide 50g',
        description:
          'Pelembap gel bebas minyak dengan ceramide dan centella untuk memperkuat skin barrier. Cepat meresap dan tidak lengket; kemasan jar 50 g.',
      },
    },
  },
  {
    slug: 'nusaglow-sunscreen-spf50-50ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 65000,
    merchantPrice: 39000,
    discount: 0,
    stock: 500,
    sales: 4990,
    texts: {
      en: {
        title: 'Nusaglow Aqua Sunscreen SPF 50 PA++++ 50ml',
        description:
          'Watery sunscreen with SPF 50 PA++++ that leaves no white cast. Apply two finger lengths as the last skincare step and reapply every 3 hours.',
      },
      zh: {
        title: 'Nusaglow 水感防晒霜 SPF50 PA++++ 50ml',
        description:
          'SPF50 PA++++ 水感防晒，不泛白。护肤最后一步取两指长用量涂抹，每 3 小时补涂一次。',
      },
      ind: {
        title: 'Nusaglow Sunscreen Aqua SPF 50 PA++++ 50ml',
        description:
          'Sunscreen bertekstur cair dengan SPF 50 PA++++ dan tanpa white cast. Oleskan sebanyak dua ruas jari di tahap akhir skincare, ulangi setiap 3 jam.',
      },
    },
  },
  {
    slug: 'jelita-lab-cushion-foundation-15g',
    categoryId: 29,
    subcategoryId: 2902,
    price: 129000,
    merchantPrice: 82000,
    discount: 25,
    stock: 120,
    sales: 1480,
    texts: {
      en: {
        title: 'Jelita Lab Cushion Foundation SPF 35 15g',
        description:
          'Medium-coverage cushion with a natural satin finish and SPF 35. Available in five shades for Indonesian skin tones; includes a refill-ready case and puff.',
      },
      zh: {
        title: 'Jelita Lab 气垫粉底 SPF35 15g',
        description:
          '中等遮瑕力气垫，自然缎光妆效，含 SPF35。五种色号贴合印尼肤色，附可替换芯粉盒及粉扑。',
      },
      ind: {
        title: 'Jelita Lab Cushion Foundation SPF 35 15g',
        description:
          'Cushion dengan coverage medium, hasil akhir satin natural, dan SPF 35. Tersedia lima shade untuk warna kulit Indonesia; sudah termasuk casing yang bisa diisi ulang dan puff.',
      },
    },
  },
  {
    slug: 'jelita-lab-matte-lip-cream-4ml',
    categoryId: 29,
    subcategoryId: 2902,
    price: 49000,
    merchantPrice: 28000,
    discount: 30,
    stock: 0,
    sales: 3670,
    texts: {
      en: {
        title: 'Jelita Lab Transferproof Matte Lip Cream 4ml',
        description:
          'Liquid lip cream that sets to a soft matte finish and stays put through meals. Enriched with vitamin E; 4 ml tube with a doe-foot applicator.',
      },
      zh: {
        title: 'Jelita Lab 不沾杯哑光唇釉 4ml',
        description:
          '液体唇釉，成膜后呈柔雾哑光效果，用餐也不易脱妆。添加维生素 E，4 毫升管装，配鹿脚刷头。',
      },
      ind: {
        title: 'Jelita Lab Lip Cream Matte Transferproof 4ml',
        description:
          'Lip cream cair yang mengering jadi matte lembut dan tetap awet walau dipakai makan. Diperkaya vitamin E; kemasan 4 ml dengan aplikator doe-foot.',
      },
    },
  },
  {
    slug: 'jelita-lab-eyeshadow-palette-9-colors',
    categoryId: 29,
    subcategoryId: 2902,
    price: 99000,
    merchantPrice: 61000,
    discount: 20,
    stock: 3,
    sales: 540,
    texts: {
      en: {
        title: 'Jelita Lab Eyeshadow Palette 9 Colors Terracotta',
        description:
          'Nine warm shades in matte and shimmer finishes, 1.2 g each. Highly pigmented and easy to blend; compact case with mirror.',
      },
      zh: {
        title: 'Jelita Lab 九色眼影盘 陶土色系',
        description:
          '九种暖色调，含哑光与珠光质地，每格 1.2 克。显色度高、易晕染，附镜子便携盒。',
      },
      ind: {
        title: 'Jelita Lab Eyeshadow Palette 9 Warna Terracotta',
        description:
          'Sembilan warna hangat dengan pilihan matte dan shimmer, masing-masing 1,2 g. Pigmentasi tinggi dan mudah di-blend; kemasan ringkas dilengkapi cermin.',
      },
    },
  },
  {
    slug: 'sekar-pagi-loose-powder-20g',
    categoryId: 29,
    subcategoryId: 2902,
    price: 59000,
    merchantPrice: 35000,
    discount: 10,
    stock: 210,
    sales: 1920,
    texts: {
      en: {
        title: 'Sekar Pagi Oil Control Loose Powder 20g',
        description:
          'Finely milled translucent loose powder that sets make-up and absorbs excess oil. Comes with a sifter lid and velour puff; 20 g.',
      },
      zh: {
        title: 'Sekar Pagi 控油散粉 20g',
        description:
          '细腻透明散粉，定妆并吸附多余油脂。附筛网盖与丝绒粉扑，净含量 20 克。',
      },
      ind: {
        title: 'Sekar Pagi Bedak Tabur Oil Control 20g',
        description:
          'Bedak tabur transparan bertekstur halus untuk mengunci make-up dan menyerap minyak berlebih. Dilengkapi saringan dan puff beludru; isi 20 g.',
      },
    },
  },
  {
    slug: 'rimbaku-eau-de-parfum-oud-50ml',
    categoryId: 29,
    subcategoryId: 2903,
    price: 189000,
    merchantPrice: 121000,
    discount: 15,
    stock: 75,
    sales: 860,
    texts: {
      en: {
        title: 'Rimbaku Eau de Parfum Oud & Vetiver 50ml',
        description:
          'Woody unisex eau de parfum with notes of oud, vetiver and bergamot. Lasts 6-8 hours on skin; 50 ml glass spray bottle.',
      },
      zh: {
        title: 'Rimbaku 沉香岩兰草淡香精 50ml',
        description:
          '木质调中性淡香精，含沉香、岩兰草与佛手柑香调。留香 6-8 小时，50 毫升玻璃喷雾瓶。',
      },
      ind: {
        title: 'Rimbaku Eau de Parfum Oud & Vetiver 50ml',
        description:
          'Parfum unisex beraroma woody dengan nuansa oud, akar wangi, dan bergamot. Tahan 6-8 jam di kulit; botol kaca spray 50 ml.',
      },
    },
  },
  {
    slug: 'rimbaku-body-mist-vanilla-100ml',
    categoryId: 29,
    subcategoryId: 2903,
    price: 55000,
    merchantPrice: 32000,
    discount: 0,
    stock: 290,
    sales: 2210,
    texts: {
      en: {
        title: 'Rimbaku Body Mist Vanilla Coconut 100ml',
        description:
          'Light body mist with a sweet vanilla and coconut scent for everyday freshness. Spray onto body and clothes; 100 ml bottle.',
      },
      zh: {
        title: 'Rimbaku 香草椰子身体香氛喷雾 100ml',
        description:
          '清淡身体香氛喷雾，香草与椰子甜香，日常清新之选。可喷于身体与衣物，瓶装 100 毫升。',
      },
      ind: {
        title: 'Rimbaku Body Mist Vanilla Coconut 100ml',
        description:
          'Body mist ringan beraroma manis vanila dan kelapa untuk kesegaran sehari-hari. Semprotkan ke badan dan pakaian; isi 100 ml.',
      },
    },
  },
  {
    slug: 'tirtamaya-candlenut-hair-tonic-100ml',
    categoryId: 29,
    subcategoryId: 2904,
    price: 39000,
    merchantPrice: 22000,
    discount: 10,
    stock: 340,
    sales: 2760,
    texts: {
      en: {
        title: 'Tirtamaya Candlenut Hair Tonic 100ml',
        description:
          'Non-greasy hair tonic with candlenut oil and aloe vera to nourish the scalp and reduce hair fall. Massage onto the scalp daily; 100 ml.',
      },
      zh: {
        title: 'Tirtamaya 石栗营养发液 100ml',
        description:
          '清爽不油腻的养发液，含石栗油与芦荟，滋养头皮、减少掉发。每日按摩于头皮，容量 100 毫升。',
      },
      ind: {
        title: 'Tirtamaya Hair Tonic Kemiri 100ml',
        description:
          'Hair tonic tidak lepek dengan minyak kemiri dan lidah buaya untuk menutrisi kulit kepala dan mengurangi rambut rontok. Pijatkan ke kulit kepala setiap hari; isi 100 ml.',
      },
    },
  },
  {
    slug: 'ayuvela-anti-dandruff-shampoo-200ml',
    categoryId: 29,
    subcategoryId: 2904,
    price: 49000,
    merchantPrice: 29000,
    discount: 5,
    stock: 180,
    sales: 1340,
    texts: {
      en: {
        title: 'Ayuvela Anti-Dandruff Shampoo Tea Tree 200ml',
        description:
          'Sulfate-free shampoo with tea tree oil and zinc pyrithione to calm itchy scalp and dandruff. Suitable for daily use; 200 ml bottle.',
      },
      zh: {
        title: 'Ayuvela 茶树去屑洗发水 200ml',
        description:
          '无硫酸盐配方，含茶树精油与吡硫鎓锌，舒缓头皮瘙痒、去除头屑。适合每日使用，瓶装 200 毫升。',
      },
      ind: {
        title: 'Ayuvela Sampo Anti Ketombe Tea Tree 200ml',
        description:
          'Sampo bebas sulfat dengan tea tree oil dan zinc pyrithione untuk meredakan gatal dan ketombe. Aman dipakai setiap hari; botol 200 ml.',
      },
    },
  },
  {
    slug: 'nusaglow-kaolin-clay-mask-100g',
    categoryId: 29,
    subcategoryId: 2901,
    price: 75000,
    merchantPrice: 44000,
    discount: 20,
    stock: 95,
    sales: 720,
    texts: {
      en: {
        title: 'Nusaglow Kaolin Clay Mask Pore Care 100g',
        description:
          'Wash-off mask with kaolin and volcanic clay to clear pores and absorb oil. Leave on for 10 minutes, 2-3 times a week; 100 g jar.',
      },
      zh: {
        title: 'Nusaglow 高岭土毛孔清洁泥膜 100g',
        description:
          '含高岭土与火山泥的水洗面膜，清洁毛孔、吸附油脂。敷 10 分钟后洗净，每周 2-3 次，罐装 100 克。',
      },
      ind: {
        title: 'Nusaglow Clay Mask Kaolin Perawatan Pori 100g',
        description:
          'Masker bilas dengan kaolin dan tanah liat vulkanik untuk membersihkan pori dan menyerap minyak. Diamkan 10 menit, pakai 2-3 kali seminggu; jar 100 g.',
      },
    },
  },
  {
    slug: 'sekar-pagi-micellar-water-200ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 39000,
    merchantPrice: 23000,
    discount: 15,
    stock: 400,
    sales: 3380,
    texts: {
      en: {
        title: 'Sekar Pagi Micellar Cleansing Water 200ml',
        description:
          'Micellar water that removes make-up and sunscreen without rinsing. Fragrance-free and gentle around the eyes; 200 ml bottle.',
      },
      zh: {
        title: 'Sekar Pagi 胶束卸妆水 200ml',
        description:
          '免冲洗胶束卸妆水，可卸除彩妆与防晒。无香精，眼周亦可温和使用，瓶装 200 毫升。',
      },
      ind: {
        title: 'Sekar Pagi Micellar Water Pembersih 200ml',
        description:
          'Micellar water untuk mengangkat make-up dan sunscreen tanpa perlu dibilas. Tanpa pewangi dan lembut di area mata; botol 200 ml.',
      },
    },
  },
  {
    slug: 'ayuvela-retinol-eye-cream-15ml',
    categoryId: 29,
    subcategoryId: 2901,
    price: 119000,
    merchantPrice: 76000,
    discount: 35,
    stock: 4,
    sales: 265,
    texts: {
      en: {
        title: 'Ayuvela Encapsulated Retinol Eye Cream 15ml',
        description:
          'Night eye cream with encapsulated retinol and caffeine to soften fine lines and puffiness. Tap a rice-grain amount around the eyes before bed; 15 ml tube.',
      },
      zh: {
        title: 'Ayuvela 包裹型视黄醇眼霜 15ml',
        description:
          '含包裹型视黄醇与咖啡因的晚间眼霜，淡化细纹、改善浮肿。睡前取米粒大小轻点于眼周，管装 15 毫升。',
      },
      ind: {
        title: 'Ayuvela Eye Cream Retinol Enkapsulasi 15ml',
        description:
          'Krim mata malam dengan retinol terenkapsulasi dan kafein untuk menyamarkan garis halus serta mata bengkak. Tepuk seukuran butir beras di sekitar mata sebelum tidur; tube 15 ml.',
      },
    },
  },

  // ---------------------------------------------------------------------------
  // Gadgets & digital (36)
  // ---------------------------------------------------------------------------
  {
    slug: 'cerdix-c5-smartphone-8-256gb',
    categoryId: 36,
    subcategoryId: 3601,
    price: 2499000,
    merchantPrice: 1899000,
    discount: 10,
    stock: 48,
    sales: 1320,
    texts: {
      en: {
        title: 'Cerdix C5 Smartphone 8/256GB 6.67" 120Hz',
        description:
          'Android phone with a 6.67-inch 120 Hz AMOLED screen, 8 GB RAM and 256 GB storage. 50 MP main camera and 5000 mAh battery with 33 W fast charging.',
      },
      zh: {
        title: 'Cerdix C5 智能手机 8+256GB 6.67 英寸 120Hz',
        description:
          '安卓手机，6.67 英寸 120Hz AMOLED 屏幕，8GB 运行内存与 256GB 存储。5000 万像素主摄，5000mAh 电池支持 33W 快充。',
      },
      ind: {
        title: 'Cerdix C5 HP 8/256GB Layar 6,67" 120Hz',
        description:
          'HP Android dengan layar AMOLED 6,67 inci 120 Hz, RAM 8 GB, dan memori 256 GB. Kamera utama 50 MP serta baterai 5000 mAh dengan pengisian cepat 33 W.',
      },
    },
  },
  {
    slug: 'cerdix-a2-smartphone-4-64gb',
    categoryId: 36,
    subcategoryId: 3601,
    price: 1299000,
    merchantPrice: 999000,
    discount: 5,
    stock: 85,
    sales: 2150,
    texts: {
      en: {
        title: 'Cerdix A2 Smartphone 4/64GB 6.5" Dual SIM',
        description:
          'Entry-level Android phone with a 6.5-inch HD+ display, 4 GB RAM and 64 GB storage expandable via microSD. Dual SIM 4G and 5000 mAh battery.',
      },
      zh: {
        title: 'Cerdix A2 智能手机 4+64GB 6.5 英寸 双卡',
        description:
          '入门级安卓手机，6.5 英寸 HD+ 屏幕，4GB 运行内存与 64GB 存储，支持 microSD 扩展。双卡 4G，5000mAh 电池。',
      },
      ind: {
        title: 'Cerdix A2 HP 4/64GB Layar 6,5" Dual SIM',
        description:
          'HP Android kelas pemula dengan layar HD+ 6,5 inci, RAM 4 GB, dan memori 64 GB yang bisa ditambah microSD. Dual SIM 4G dan baterai 5000 mAh.',
      },
    },
  },
  {
    slug: 'suaraku-tws-earbuds-anc',
    categoryId: 36,
    subcategoryId: 3602,
    price: 249000,
    merchantPrice: 158000,
    discount: 35,
    stock: 310,
    sales: 4380,
    texts: {
      en: {
        title: 'Suaraku TWS Earbuds ANC Bluetooth 5.3',
        description:
          'True wireless earbuds with active noise cancelling and Bluetooth 5.3. Up to 6 hours per charge, 30 hours with the USB-C case; IPX4 splash resistant.',
      },
      zh: {
        title: 'Suaraku 主动降噪真无线耳机 蓝牙 5.3',
        description:
          '支持主动降噪的真无线耳机，蓝牙 5.3。单次续航 6 小时，配合 USB-C 充电盒共 30 小时，IPX4 防泼溅。',
      },
      ind: {
        title: 'Suaraku Earbuds TWS ANC Bluetooth 5.3',
        description:
          'Earbuds true wireless dengan active noise cancelling dan Bluetooth 5.3. Tahan hingga 6 jam sekali isi, total 30 jam bersama case USB-C; tahan cipratan IPX4.',
      },
    },
  },
  {
    slug: 'suaraku-neckband-earphone-sport',
    categoryId: 36,
    subcategoryId: 3602,
    price: 129000,
    merchantPrice: 79000,
    discount: 20,
    stock: 3,
    sales: 980,
    texts: {
      en: {
        title: 'Suaraku Neckband Earphone Sport Magnetic',
        description:
          'Flexible neckband earphones with magnetic earbuds and an inline mic. 14 hours of playback, IPX5 sweat resistant for workouts.',
      },
      zh: {
        title: 'Suaraku 运动颈挂式耳机 磁吸款',
        description:
          '柔性颈挂耳机，耳塞磁吸设计，带线控麦克风。续航 14 小时，IPX5 防汗，适合运动使用。',
      },
      ind: {
        title: 'Suaraku Earphone Neckband Sport Magnetik',
        description:
          'Earphone neckband lentur dengan earbud magnetik dan mikrofon di kabel. Pemutaran hingga 14 jam, tahan keringat IPX5 untuk olahraga.',
      },
    },
  },
  {
    slug: 'dayanusa-power-bank-10000mah-22w',
    categoryId: 36,
    subcategoryId: 3603,
    price: 199000,
    merchantPrice: 129000,
    discount: 25,
    stock: 260,
    sales: 3960,
    texts: {
      en: {
        title: 'Dayanusa Power Bank 10000mAh 22.5W Fast Charge',
        description:
          'Slim 10,000 mAh power bank with 22.5 W output, one USB-C and two USB-A ports. Weighs 210 g and includes an LED battery indicator.',
      },
      zh: {
        title: 'Dayanusa 充电宝 10000mAh 22.5W 快充',
        description:
          '轻薄 10000mAh 移动电源，22.5W 输出，1 个 USB-C 与 2 个 USB-A 接口。重 210 克，配 LED 电量显示。',
      },
      ind: {
        title: 'Dayanusa Power Bank 10000mAh 22,5W Fast Charging',
        description:
          'Power bank tipis 10.000 mAh dengan output 22,5 W, satu port USB-C dan dua USB-A. Berat 210 g, dilengkapi indikator baterai LED.',
      },
    },
  },
  {
    slug: 'dayanusa-power-bank-20000mah-pd',
    categoryId: 36,
    subcategoryId: 3603,
    price: 329000,
    merchantPrice: 219000,
    discount: 15,
    stock: 140,
    sales: 1570,
    texts: {
      en: {
        title: 'Dayanusa Power Bank 20000mAh PD 30W',
        description:
          'High-capacity 20,000 mAh power bank with 30 W USB-C Power Delivery, enough to charge a phone about four times. Digital display and built-in USB-C cable.',
      },
      zh: {
        title: 'Dayanusa 充电宝 20000mAh PD 30W',
        description:
          '20000mAh 大容量移动电源，支持 30W USB-C PD 快充，可为手机充电约四次。数字电量显示，自带 USB-C 线。',
      },
      ind: {
        title: 'Dayanusa Power Bank 20000mAh PD 30W',
        description:
          'Power bank kapasitas besar 20.000 mAh dengan USB-C Power Delivery 30 W, cukup untuk mengisi HP sekitar empat kali. Ada layar digital dan kabel USB-C bawaan.',
      },
    },
  },
  {
    slug: 'kilatron-gan-charger-65w-usb-c',
    categoryId: 36,
    subcategoryId: 3603,
    price: 299000,
    merchantPrice: 196000,
    discount: 20,
    stock: 12,
    sales: 1120,
    texts: {
      en: {
        title: 'Kilatron GaN Charger 65W 3 Port USB-C',
        description:
          'Compact GaN wall charger with 65 W total output across two USB-C and one USB-A port. Charges laptops, tablets and phones; foldable plug.',
      },
      zh: {
        title: 'Kilatron 氮化镓充电器 65W 三口 USB-C',
        description:
          '小巧氮化镓充电头，两个 USB-C 与一个 USB-A 接口，总输出 65W。可为笔记本、平板和手机充电，插脚可折叠。',
      },
      ind: {
        title: 'Kilatron Charger GaN 65W 3 Port USB-C',
        description:
          'Kepala charger GaN ringkas dengan total output 65 W dari dua port USB-C dan satu USB-A. Bisa untuk laptop, tablet, dan HP; colokan bisa dilipat.',
      },
    },
  },
  {
    slug: 'kilatron-charger-20w-pd',
    categoryId: 36,
    subcategoryId: 3603,
    price: 89000,
    merchantPrice: 52000,
    discount: 10,
    stock: 420,
    sales: 4710,
    texts: {
      en: {
        title: 'Kilatron Charger 20W USB-C PD Fast Charging',
        description:
          'Single-port 20 W USB-C PD adapter with over-heat and over-voltage protection. Charges most phones to 50% in about 30 minutes.',
      },
      zh: {
        title: 'Kilatron 20W USB-C PD 快充充电器',
        description:
          '单口 20W USB-C PD 电源适配器，具备过热与过压保护。约 30 分钟可为大多数手机充至 50%。',
      },
      ind: {
        title: 'Kilatron Kepala Charger 20W USB-C PD',
        description:
          'Adaptor USB-C PD 20 W satu port dengan proteksi panas berlebih dan tegangan berlebih. Mengisi sebagian besar HP hingga 50% dalam sekitar 30 menit.',
      },
    },
  },
  {
    slug: 'kilatron-usb-c-cable-braided-1m',
    categoryId: 36,
    subcategoryId: 3603,
    price: 39000,
    merchantPrice: 23000,
    discount: 0,
    stock: 500,
    sales: 4950,
    texts: {
      en: {
        title: 'Kilatron USB-C to USB-C Braided Cable 60W 1m',
        description:
          'Nylon-braided USB-C cable, 1 metre long, supporting 60 W charging and 480 Mbps data transfer. Reinforced joints tested for 10,000 bends.',
      },
      zh: {
        title: 'Kilatron 双头 USB-C 编织数据线 60W 1 米',
        description:
          '尼龙编织 USB-C 数据线，长 1 米，支持 60W 充电与 480Mbps 数据传输。接口加固，通过 10000 次弯折测试。',
      },
      ind: {
        title: 'Kilatron Kabel USB-C ke USB-C Braided 60W 1m',
        description:
          'Kabel USB-C berlapis anyaman nilon sepanjang 1 meter, mendukung pengisian 60 W dan transfer data 480 Mbps. Sambungan diperkuat dan lolos uji 10.000 kali tekukan.',
      },
    },
  },
  {
    slug: 'lintasio-smartwatch-amoled-1-43',
    categoryId: 36,
    subcategoryId: 3604,
    price: 549000,
    merchantPrice: 379000,
    discount: 30,
    stock: 72,
    sales: 860,
    texts: {
      en: {
        title: 'Lintasio Smartwatch AMOLED 1.43" Bluetooth Call',
        description:
          'Smartwatch with a 1.43-inch AMOLED screen, Bluetooth calling, heart-rate and SpO2 sensors and 100+ sport modes. Up to 7 days of battery; 5 ATM water resistant.',
      },
      zh: {
        title: 'Lintasio 智能手表 1.43 英寸 AMOLED 蓝牙通话',
        description:
          '1.43 英寸 AMOLED 屏幕智能手表，支持蓝牙通话、心率与血氧监测及 100 多种运动模式。续航最长 7 天，5 ATM 防水。',
      },
      ind: {
        title: 'Lintasio Smartwatch AMOLED 1,43" Bisa Telepon',
        description:
          'Smartwatch berlayar AMOLED 1,43 inci dengan fitur telepon Bluetooth, sensor detak jantung dan SpO2, serta 100+ mode olahraga. Baterai tahan hingga 7 hari, tahan air 5 ATM.',
      },
    },
  },
  {
    slug: 'lintasio-fitness-band-heart-rate',
    categoryId: 36,
    subcategoryId: 3604,
    price: 299000,
    merchantPrice: 199000,
    discount: 20,
    stock: 130,
    sales: 1245,
    texts: {
      en: {
        title: 'Lintasio Fitness Band Heart Rate & Sleep Tracker',
        description:
          'Lightweight fitness band with a 1.1-inch colour screen, step, heart-rate and sleep tracking. Up to 14 days per charge; silicone strap fits 14-21 cm wrists.',
      },
      zh: {
        title: 'Lintasio 智能手环 心率睡眠监测',
        description:
          '轻巧智能手环，1.1 英寸彩屏，支持计步、心率与睡眠监测。单次充电最长 14 天，硅胶表带适合 14-21 厘米腕围。',
      },
      ind: {
        title: 'Lintasio Smart Band Pantau Detak Jantung & Tidur',
        description:
          'Smart band ringan dengan layar warna 1,1 inci untuk menghitung langkah, detak jantung, dan kualitas tidur. Baterai hingga 14 hari; tali silikon muat pergelangan 14-21 cm.',
      },
    },
  },
  {
    slug: 'suaraku-bluetooth-speaker-ipx7-20w',
    categoryId: 36,
    subcategoryId: 3602,
    price: 359000,
    merchantPrice: 239000,
    discount: 15,
    stock: 55,
    sales: 640,
    texts: {
      en: {
        title: 'Suaraku Portable Bluetooth Speaker 20W IPX7',
        description:
          'Waterproof IPX7 speaker with 20 W stereo output and passive bass radiator. Plays up to 12 hours; fabric-wrapped body with a carry strap.',
      },
      zh: {
        title: 'Suaraku 便携蓝牙音箱 20W IPX7 防水',
        description:
          'IPX7 防水音箱，20W 立体声输出，配被动低音振膜。续航最长 12 小时，布艺机身附提绳。',
      },
      ind: {
        title: 'Suaraku Speaker Bluetooth Portable 20W IPX7',
        description:
          'Speaker tahan air IPX7 dengan output stereo 20 W dan radiator bass pasif. Bisa memutar musik hingga 12 jam; bodi berbalut kain dengan tali jinjing.',
      },
    },
  },
  {
    slug: 'lintasio-laptop-stand-aluminium',
    categoryId: 36,
    subcategoryId: 3605,
    price: 149000,
    merchantPrice: 92000,
    discount: 10,
    stock: 190,
    sales: 1780,
    texts: {
      en: {
        title: 'Lintasio Aluminium Laptop Stand Adjustable',
        description:
          'Foldable aluminium alloy stand with six height levels for laptops 10 to 17 inches. Silicone pads prevent slipping; holds up to 8 kg.',
      },
      zh: {
        title: 'Lintasio 铝合金笔记本支架 可调节',
        description:
          '可折叠铝合金支架，六档高度调节，适用于 10 至 17 英寸笔记本。硅胶垫防滑，承重最高 8 公斤。',
      },
      ind: {
        title: 'Lintasio Stand Laptop Aluminium Bisa Diatur',
        description:
          'Dudukan laptop lipat dari aluminium alloy dengan enam tingkat ketinggian untuk laptop 10-17 inci. Bantalan silikon anti selip, kuat menahan hingga 8 kg.',
      },
    },
  },
  {
    slug: 'cerdix-wireless-mouse-silent',
    categoryId: 36,
    subcategoryId: 3605,
    price: 99000,
    merchantPrice: 58000,
    discount: 15,
    stock: 275,
    sales: 2630,
    texts: {
      en: {
        title: 'Cerdix Wireless Mouse Silent Click 2.4GHz',
        description:
          'Ergonomic 2.4 GHz wireless mouse with silent switches and adjustable 800-1600 DPI. Runs about 12 months on one AA battery; nano receiver included.',
      },
      zh: {
        title: 'Cerdix 静音无线鼠标 2.4GHz',
        description:
          '人体工学 2.4GHz 无线鼠标，静音按键，DPI 800-1600 可调。一节 AA 电池约可使用 12 个月，附纳米接收器。',
      },
      ind: {
        title: 'Cerdix Mouse Wireless Silent Click 2,4GHz',
        description:
          'Mouse wireless 2,4 GHz yang ergonomis dengan klik senyap dan DPI 800-1600 yang bisa diatur. Satu baterai AA awet sekitar 12 bulan; sudah termasuk receiver nano.',
      },
    },
  },
  {
    slug: 'kilatron-usb-c-hub-7-in-1',
    categoryId: 36,
    subcategoryId: 3605,
    price: 279000,
    merchantPrice: 181000,
    discount: 20,
    stock: 5,
    sales: 415,
    texts: {
      en: {
        title: 'Kilatron USB-C Hub 7 in 1 HDMI 4K',
        description:
          'Aluminium USB-C hub with HDMI 4K@30Hz, three USB-A 3.0 ports, SD and microSD readers and 100 W pass-through charging. Plug and play on laptops and tablets.',
      },
      zh: {
        title: 'Kilatron 七合一 USB-C 扩展坞 HDMI 4K',
        description:
          '铝合金 USB-C 扩展坞，含 HDMI 4K@30Hz、三个 USB-A 3.0 接口、SD 与 microSD 读卡器及 100W 充电直通。笔记本与平板即插即用。',
      },
      ind: {
        title: 'Kilatron USB-C Hub 7 in 1 HDMI 4K',
        description:
          'Hub USB-C berbodi aluminium dengan HDMI 4K@30Hz, tiga port USB-A 3.0, slot SD dan microSD, serta pass-through charging 100 W. Langsung pakai di laptop dan tablet.',
      },
    },
  },
  {
    slug: 'cerdix-laptop-sleeve-14-neoprene',
    categoryId: 36,
    subcategoryId: 3605,
    price: 119000,
    merchantPrice: 71000,
    discount: 10,
    stock: 160,
    sales: 930,
    texts: {
      en: {
        title: 'Cerdix Laptop Sleeve 14 inch Neoprene Grey',
        description:
          'Padded neoprene sleeve for 13 to 14-inch laptops with a front pocket for the charger. Water-resistant, inner size 34 x 24 cm.',
      },
      zh: {
        title: 'Cerdix 14 英寸潜水料笔记本内胆包 灰色',
        description:
          '加厚潜水料内胆包，适用于 13 至 14 英寸笔记本，前袋可放充电器。防泼水，内部尺寸 34 x 24 厘米。',
      },
      ind: {
        title: 'Cerdix Sleeve Laptop 14 inci Neoprene Abu-abu',
        description:
          'Sleeve laptop dari neoprene tebal untuk laptop 13-14 inci, dengan kantong depan untuk charger. Tahan cipratan air, ukuran dalam 34 x 24 cm.',
      },
    },
  },
];
