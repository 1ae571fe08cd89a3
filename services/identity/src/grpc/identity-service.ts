import { identityV1 } from '@shop/contracts';
import { bindService, type GrpcServiceBinding, type Orm } from '@shop/service-kit';
import { getPlatformConfig } from '../application/get-platform-config.js';

export function identityGrpcService(orm: Orm): GrpcServiceBinding {
  return bindService(identityV1.IdentityServiceService, {
    async getPlatformConfig(request) {
      return { config: await getPlatformConfig(orm.em.fork(), request.platformCode) };
    },
  });
}
