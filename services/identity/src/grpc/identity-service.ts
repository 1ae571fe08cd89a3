import { identityV1 } from '@shop/contracts';
import { bindService, type GrpcServiceBinding, type Orm } from '@shop/service-kit';
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
import type { Clock, UseCase } from '../application/use-case.js';
import { areaDirectory } from '../db/area-data.js';
import type { Notifier } from '../notifier/notifier.js';
import { identityAccess } from './access.js';
import { toProtoAddress, toProtoSession, toProtoUser } from './mappers.js';

export function identityGrpcService(orm: Orm, deps: { clock: Clock; notifier: Notifier }): GrpcServiceBinding {
  const useCase = (): UseCase => ({ em: orm.em.fork(), now: deps.clock() });
  const withAreas = async () => ({ ...useCase(), areas: await areaDirectory() });

  return bindService(identityV1.IdentityServiceService, {
    async getPlatformConfig(request) {
      return { config: await getPlatformConfig(orm.em.fork(), request.platformCode) };
    },
    async sendCode(request) {
      return sendCode({ ...useCase(), notifier: deps.notifier }, request);
    },
    async signUp(request) {
      return { session: toProtoSession(await signUp(useCase(), request)) };
    },
    async signIn(request) {
      return { session: toProtoSession(await signIn(useCase(), request)) };
    },
    async resetPassword(request) {
      await resetPassword(useCase(), request);
      return {};
    },
    async authenticate(request) {
      return { userId: await authenticate(useCase(), request.token) };
    },
    async signOut(request) {
      await signOut(useCase(), request.token);
      return {};
    },
    async getUser(request) {
      return { user: toProtoUser(await getUser(orm.em.fork(), request.userId)) };
    },
    async updateProfile(request) {
      return { user: toProtoUser(await updateProfile(useCase(), request)) };
    },
    async changePassword(request) {
      await changePassword(useCase(), request);
      return {};
    },
    async listAddresses(request) {
      const addresses = await listAddresses(orm.em.fork(), await areaDirectory(), request.userId);
      return { addresses: addresses.map(toProtoAddress) };
    },
    async createAddress(request) {
      return { address: toProtoAddress(await createAddress(await withAreas(), request)) };
    },
    async updateAddress(request) {
      return { address: toProtoAddress(await updateAddress(await withAreas(), request)) };
    },
    async removeAddress(request) {
      await removeAddress(useCase(), request);
      return {};
    },
    async setDefaultAddress(request) {
      return { address: toProtoAddress(await setDefaultAddress(await withAreas(), request)) };
    },
    async listAreas(request) {
      return { areas: [...listAreas(await areaDirectory(), request.parentCode)] };
    },
  }, identityAccess);
}
