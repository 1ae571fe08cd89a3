import { identityV1 } from '@shop/contracts';
import { bindService, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { authenticate, signOut } from '../application/authenticate.js';
import { changePassword } from '../application/change-password.js';
import { createAddress } from '../application/create-address.js';
import { getPlatformConfig } from '../application/get-platform-config.js';
import { getUser } from '../application/get-user.js';
import { listAddresses } from '../application/list-addresses.js';
import { listAreas } from '../application/list-areas.js';
import { removeAddress } from '../application/remove-address.js';
import { resetPassword } from '../application/reset-password.js';
import { sendCode } from '../application/send-code.js';
import { setDefaultAddress } from '../application/set-default-address.js';
import { signIn } from '../application/sign-in.js';
import { signUp } from '../application/sign-up.js';
import { updateAddress } from '../application/update-address.js';
import { updateProfile } from '../application/update-profile.js';
import { areaDirectory } from '../db/area-data.js';
import type { Notifier } from '../notifier/notifier.js';
import { identityAccess } from './access.js';
import { toProtoAddress, toProtoSession, toProtoUser } from './mappers.js';

/** `notifier` is undefined where no code delivery exists (production for now): SendCode then refuses. */
export function identityGrpcService(useCases: UseCaseRunner, deps: { notifier: Notifier | undefined }): GrpcServiceBinding {
  const sendCodeWithNotifier = sendCode(deps.notifier);

  return bindService(identityV1.IdentityServiceService, {
    async getPlatformConfig(request, call) {
      return { config: await useCases.query(getPlatformConfig, request, call) };
    },
    async sendCode(request, call) {
      return useCases.command(sendCodeWithNotifier, request, call);
    },
    async signUp(request, call) {
      return { session: toProtoSession(await useCases.command(signUp, request, call)) };
    },
    async signIn(request, call) {
      return { session: toProtoSession(await useCases.command(signIn, request, call)) };
    },
    async resetPassword(request, call) {
      await useCases.command(resetPassword, request, call);
      return {};
    },
    async authenticate(request, call) {
      return { userId: await useCases.query(authenticate, request, call) };
    },
    async signOut(request, call) {
      await useCases.command(signOut, request, call);
      return {};
    },
    async getUser(request, call) {
      return { user: toProtoUser(await useCases.query(getUser, request, call)) };
    },
    async updateProfile(request, call) {
      return { user: toProtoUser(await useCases.command(updateProfile, request, call)) };
    },
    async changePassword(request, call) {
      await useCases.command(changePassword, request, call);
      return {};
    },
    async listAddresses(request, call) {
      const addresses = await useCases.query(listAddresses, request, call);
      return { addresses: addresses.map(toProtoAddress) };
    },
    async createAddress(request, call) {
      return { address: toProtoAddress(await useCases.command(createAddress, request, call)) };
    },
    async updateAddress(request, call) {
      return { address: toProtoAddress(await useCases.command(updateAddress, request, call)) };
    },
    async removeAddress(request, call) {
      await useCases.command(removeAddress, request, call);
      return {};
    },
    async setDefaultAddress(request, call) {
      return { address: toProtoAddress(await useCases.command(setDefaultAddress, request, call)) };
    },
    // Not a use case: the area directory is in memory, no database is involved.
    async listAreas(request) {
      return { areas: [...listAreas(await areaDirectory(), request.parentCode)] };
    },
  }, identityAccess);
}
