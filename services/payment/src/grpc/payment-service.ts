import { fundReasons, paymentV1 } from '@shop/contracts';
import { AppError, bindService, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { createRecharge } from '../application/create-recharge.js';
import { getMyOrderPayment } from '../application/get-my-order-payment.js';
import { getMyRecharge } from '../application/get-my-recharge.js';
import { getRechargeOptions } from '../application/get-recharge-options.js';
import { listMyRecharges } from '../application/list-my-recharges.js';
import { payOrders } from '../application/pay-orders.js';
import { settleBalancePayment } from '../application/settle-order-payment.js';
import type { FundCalls } from '../clients/fund.js';
import type { OrderCalls } from '../clients/order.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { paymentAccess } from './access.js';
import { orderPaymentMethodOf, rechargeMethodOf, toOrderPayment, toRecharge, toRechargeOptions } from './mappers.js';

export function paymentGrpcService(useCases: UseCaseRunner, dependencies: { gateway: PaymentGateway; fund: FundCalls; orders: OrderCalls }): GrpcServiceBinding {
  const handle = serve(useCases);
  const rechargeAnswer = (recharge: Parameters<typeof toRecharge>[0]) => ({ recharge: toRecharge(recharge) });
  const create = handle(createRecharge(dependencies.gateway), rechargeAnswer);
  const pay = payOrders(dependencies.gateway, dependencies.orders);
  const settle = settleBalancePayment(dependencies.fund);

  return bindService(
    paymentV1.PaymentServiceService,
    {
      getRechargeOptions: handle(getRechargeOptions, toRechargeOptions),
      createRecharge: (request, call) => create({ amount: request.amount, method: rechargeMethodOf(request.method) }, call),
      getMyRecharge: handle(getMyRecharge, rechargeAnswer),
      listMyRecharges: handle(listMyRecharges, (page) => ({ items: page.items.map(toRecharge), nextCursor: page.nextCursor })),
      // Opened (claims committed), then a balance payment is debited: a retry with the same key
      // gets the same payment and settles it again, which answers what the first settling did.
      payOrders: async (request, call) => {
        const payment = await useCases.command(pay, { orderIds: request.orderIds, method: orderPaymentMethodOf(request.method) }, call);
        if (payment.method !== 'balance') return { payment: toOrderPayment(payment) };
        const settled = await useCases.command(settle, { paymentId: payment.id }, call);
        if (!settled) throw new Error(`order payment ${payment.id} vanished`);
        if (settled.insufficientBalance) throw new AppError('FAILED_PRECONDITION', fundReasons.insufficientBalance, 'the balance does not cover the orders');
        return { payment: toOrderPayment(settled.payment) };
      },
      getMyOrderPayment: handle(getMyOrderPayment, (payment) => ({ payment: toOrderPayment(payment) })),
    },
    paymentAccess,
  );
}
