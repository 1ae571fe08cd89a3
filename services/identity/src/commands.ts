import { AppError, createUseCaseRunner, ownCall, type Clock, type Logger, type ServiceCommand } from '@shop/service-kit';
import { setOperator } from './application/set-operator.js';

/**
 * `node dist/main.js grant-operator <account>` and `revoke-operator <account>`: the way the first
 * operator is made (in the cluster: `kubectl -n shop exec deploy/identity -- node dist/main.js
 * grant-operator +62812…`). The account must have signed up.
 */
export function identityCommands(service: string, logger: Logger, clock: Clock): Record<string, ServiceCommand> {
  const operatorCommand =
    (operator: boolean): ServiceCommand =>
    async (orm, args) => {
      const [account, ...rest] = args;
      if (account === undefined || rest.length > 0) throw new Error('give exactly one account: a phone number (+62…) or an email address');
      const result = await createUseCaseRunner(orm, clock)
        .command(setOperator, { account, operator }, ownCall(service))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          throw new Error(error.reason === 'user_not_found' ? `no user has the account ${account}: they must sign up first` : `${account} is not a phone number or email address`);
        });
      logger.info({ userId: result.userId, operator, changed: result.changed }, 'operator role set by hand');
      const outcome = operator ? (result.changed ? 'is now an operator' : 'was already an operator') : result.changed ? 'is no longer an operator' : 'was not an operator';
      return `${account} ${outcome} (user ${result.userId})`;
    };
  return { 'grant-operator': operatorCommand(true), 'revoke-operator': operatorCommand(false) };
}
