import { paymentV1 } from '@shop/contracts';
import { bindService, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { createRecharge } from '../application/create-recharge.js';
import { getMyOrderPayment } from '../application/get-my-order-payment.js';
import { getMyRecharge } from '../application/get-my-recharge.js';
import { getPayoutForLedger } from '../application/get-payout-for-ledger.js';
import { getRechargeForLedger } from '../application/get-recharge-for-ledger.js';
import { getRechargeOptions } from '../application/get-recharge-options.js';
import { listMyRecharges } from '../application/list-my-recharges.js';
import type { PaymentWorkflows } from '../application/workflows/index.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { paymentAccess } from './access.js';
import { orderPaymentMethodOf, rechargeMethodOf, toLedgerPayout, toOrderPayment, toRecharge, toRechargeOptions } from './mappers.js';

export function paymentGrpcService(useCases: UseCaseRunner, dependencies: { gateway: PaymentGateway; workflows: Pick<PaymentWorkflows, 'payOrders'> }): GrpcServiceBinding {
  const handle = serve(useCases);
  const rechargeAnswer = (recharge: Parameters<typeof toRecharge>[0]) => ({ recharge: toRecharge(recharge) });
  const create = handle(createRecharge(dependencies.gateway), rechargeAnswer);

  return bindService(
    paymentV1.PaymentServiceService,
    {
      getRechargeOptions: handle(getRechargeOptions, toRechargeOptions),
      createRecharge: (request, call) => create({ amount: request.amount, method: rechargeMethodOf(request.method) }, call),
      getMyRecharge: handle(getMyRecharge, rechargeAnswer),
      listMyRecharges: handle(listMyRecharges, (page) => ({ items: page.items.map(toRecharge), nextCursor: page.nextCursor })),
      // The payment's run (application/workflows/order-payment.ts): a retry with the same key gets its answer, or takes it on.
      payOrders: async (request, call) => ({
        payment: toOrderPayment(await dependencies.workflows.payOrders({ orderIds: request.orderIds, method: orderPaymentMethodOf(request.method) }, call)),
      }),
      getMyOrderPayment: handle(getMyOrderPayment, (payment) => ({ payment: toOrderPayment(payment) })),
      getRechargeForLedger: handle(getRechargeForLedger, rechargeAnswer),
      getPayoutForLedger: handle(getPayoutForLedger, (payout) => ({ payout: toLedgerPayout(payout) })),
    },
    paymentAccess,
  );
}
