import { identityV1 } from '@shop/contracts';
import { bindService, noResponse, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { authenticate, signOut } from '../application/authenticate.js';
import { changePassword } from '../application/change-password.js';
import { createAddress } from '../application/create-address.js';
import { getPlatformConfig } from '../application/get-platform-config.js';
import { getUser } from '../application/get-user.js';
import { listAddresses } from '../application/list-addresses.js';
import { listAreas } from '../application/shared/list-areas.js';
import { removeAddress } from '../application/remove-address.js';
import { resetPassword } from '../application/reset-password.js';
import { sendCode } from '../application/send-code.js';
import { setDefaultAddress } from '../application/set-default-address.js';
import { signIn } from '../application/sign-in.js';
import { signUp } from '../application/sign-up.js';
import { updateAddress } from '../application/update-address.js';
import { updateProfile } from '../application/update-profile.js';
import { verifyPassword } from '../application/verify-password.js';
import { areaDirectory } from '../db/area-data.js';
import type { Notifier } from '../notifier/notifier.js';
import { identityAccess } from './access.js';
import { toProtoAddress, toProtoSession, toProtoUser } from './mappers.js';

/** `notifier` is undefined where no code delivery exists (production without the messages service): SendCode then refuses. */
export function identityGrpcService(useCases: UseCaseRunner, deps: { notifier: Notifier | undefined }): GrpcServiceBinding {
  const sendCodeWithNotifier = sendCode(deps.notifier);

  const handle = serve(useCases);
  return bindService(identityV1.IdentityServiceService, {
    getPlatformConfig: handle(getPlatformConfig, (config) => ({ config })),
    sendCode: handle(sendCodeWithNotifier, (sent) => sent),
    signUp: handle(signUp, (session) => ({ session: toProtoSession(session) })),
    signIn: handle(signIn, (session) => ({ session: toProtoSession(session) })),
    resetPassword: handle(resetPassword, noResponse),
    authenticate: handle(authenticate, (principal) => ({ userId: principal.userId, roles: principal.roles })),
    signOut: handle(signOut, noResponse),
    getUser: handle(getUser, (user) => ({ user: toProtoUser(user) })),
    updateProfile: handle(updateProfile, (user) => ({ user: toProtoUser(user) })),
    changePassword: handle(changePassword, noResponse),
    verifyPassword: handle(verifyPassword, noResponse),
    listAddresses: handle(listAddresses, (addresses) => ({ addresses: addresses.map(toProtoAddress) })),
    createAddress: handle(createAddress, (address) => ({ address: toProtoAddress(address) })),
    updateAddress: handle(updateAddress, (address) => ({ address: toProtoAddress(address) })),
    removeAddress: handle(removeAddress, noResponse),
    setDefaultAddress: handle(setDefaultAddress, (address) => ({ address: toProtoAddress(address) })),
    // Not a use case: the area directory is in memory, no database is involved.
    async listAreas(request) {
      return { areas: [...listAreas(await areaDirectory(), request.parentCode)] };
    },
  }, identityAccess);
}
