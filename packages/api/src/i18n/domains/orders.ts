import type { OrderReason } from '@shop/contracts';
import type { Translations } from '../translations.js';

/** Cart, checkout, orders, fulfilment and returns (order). */
export const orderMessages: Record<OrderReason, Translations> = {
  invalid_quantity: { en: 'Please choose a quantity from 1 to 99', zh: '请选择 1 至 99 的数量', ind: 'Silakan pilih jumlah 1 sampai 99' },
  insufficient_stock: { en: 'Not enough stock', zh: '库存不足', ind: 'Stok tidak mencukupi' },
  cart_full: { en: 'Your cart is full: remove something first', zh: '购物车已满，请先移除部分商品', ind: 'Keranjang Anda penuh: hapus sesuatu terlebih dahulu' },
  cart_line_not_found: { en: 'This item is no longer in your cart', zh: '该商品已不在购物车中', ind: 'Barang ini sudah tidak ada di keranjang Anda' },
  product_unavailable: { en: 'This product is no longer sold by this store', zh: '该店铺已不再出售此商品', ind: 'Produk ini tidak lagi dijual oleh toko ini' },
  own_store_product: { en: 'You cannot buy from your own store', zh: '不能购买自己店铺的商品', ind: 'Anda tidak dapat membeli dari toko Anda sendiri' },
  nothing_selected: { en: 'Please select the items to buy', zh: '请选择要购买的商品', ind: 'Silakan pilih barang yang akan dibeli' },
  too_many_stores: { en: 'One checkout can buy from at most 10 stores', zh: '一次结算最多包含 10 家店铺', ind: 'Satu checkout paling banyak dari 10 toko' },
  delivery_address_required: { en: 'Please add a delivery address', zh: '请添加收货地址', ind: 'Silakan tambahkan alamat pengiriman' },
  quote_changed: { en: 'Prices have changed: please check the new total', zh: '价格已变动，请确认新的总额', ind: 'Harga telah berubah: silakan periksa total yang baru' },
  already_placed: { en: 'These items have already been ordered: please check your orders', zh: '这些商品已下单，请查看您的订单', ind: 'Barang ini sudah dipesan: silakan periksa pesanan Anda' },
  invalid_order_id: { en: 'Invalid order', zh: '订单无效', ind: 'Pesanan tidak valid' },
  order_not_found: { en: 'Order not found', zh: '订单不存在', ind: 'Pesanan tidak ditemukan' },
  invalid_tab: { en: 'Unknown order list', zh: '未知的订单列表', ind: 'Daftar pesanan tidak dikenal' },
  order_not_cancellable: { en: 'Only unpaid orders can be cancelled', zh: '只能取消未支付的订单', ind: 'Hanya pesanan yang belum dibayar yang dapat dibatalkan' },
  order_not_shipped: { en: 'This order has not been shipped yet', zh: '该订单尚未发货', ind: 'Pesanan ini belum dikirim' },
  order_not_reviewable: { en: 'This order cannot be reviewed now', zh: '该订单当前无法评价', ind: 'Pesanan ini tidak dapat diulas sekarang' },
  invalid_rating: { en: 'Please give 1 to 5 stars', zh: '请给出 1 至 5 星', ind: 'Silakan beri 1 sampai 5 bintang' },
  review_too_long: { en: 'The review must be at most 500 characters', zh: '评价不能超过 500 个字符', ind: 'Ulasan maksimal 500 karakter' },
  return_not_allowed: { en: 'This order cannot be returned', zh: '该订单无法退货', ind: 'Pesanan ini tidak dapat dikembalikan' },
  return_window_closed: { en: 'Returns must be requested within 7 days of receipt', zh: '须在收货后 7 天内申请退货', ind: 'Pengembalian harus diajukan dalam 7 hari setelah diterima' },
  return_reason_required: { en: 'Please tell the store why you return it', zh: '请填写退货原因', ind: 'Silakan beri tahu toko alasan pengembalian' },
  return_not_requested: { en: 'No return is waiting for a decision', zh: '没有待处理的退货申请', ind: 'Tidak ada pengembalian yang menunggu keputusan' },
  goods_cost_not_due: { en: 'The goods cost of this order is not due', zh: '该订单无需支付货款', ind: 'Biaya barang pesanan ini tidak perlu dibayar' },
};
