import { createHash } from 'node:crypto';
import { merchantV1 } from '@shop/contracts';
import type { ObjectStore } from '@shop/media';
import { bindService, type CallInfo, type GrpcServiceBinding, listAuditLog, noResponse, serve, type UseCaseRunner } from '@shop/service-kit';
import { browseCatalog } from '../application/browse-catalog.js';
import { getMyApplication } from '../application/get-my-application.js';
import { getMyStore } from '../application/get-my-store.js';
import { getStore } from '../application/get-store.js';
import { listApplications } from '../application/list-applications.js';
import { recordStoreVisit } from '../application/record-store-visit.js';
import { reviewApplication } from '../application/review-application.js';
import { searchStores } from '../application/search-stores.js';
import { searchStreet } from '../application/search-street.js';
import { setListing } from '../application/set-listing.js';
import { setStoreStatus } from '../application/set-store-status.js';
import { submitApplication } from '../application/submit-application.js';
import { updateMyStore } from '../application/update-my-store.js';
import { uploadLogo } from '../application/upload-logo.js';
import type { CatalogCalls } from '../clients/catalog.js';
import { merchantAccess } from './access.js';
import { applicationStatusFilter, protoMappers, storeStatusFilter, streetSortOf } from './mappers.js';

export function merchantGrpcService(useCases: UseCaseRunner, dependencies: { objects: ObjectStore; catalog: CatalogCalls }): GrpcServiceBinding {
  const handle = serve(useCases);
  const to = protoMappers(dependencies.objects);
  const storeAnswer = (store: Parameters<typeof to.store>[0]) => ({ store: to.store(store) });
  const storePage = (page: { items: Parameters<typeof to.store>[0][]; nextCursor: string }) => ({ items: page.items.map(to.store), nextCursor: page.nextCursor });
  const upload = handle(uploadLogo(dependencies.objects), ({ key }) => ({ logo: to.logo(key) }));
  const street = handle(searchStreet, storePage);
  const applications = handle(listApplications, (page) => ({ items: page.items.map((a) => to.application(a, 'whole')), nextCursor: page.nextCursor }));
  const stores = handle(searchStores, storePage);
  const status = handle(setStoreStatus, storeAnswer);

  return bindService(
    merchantV1.MerchantServiceService,
    {
      getMyApplication: handle(getMyApplication, (application) => ({ application: application ? to.application(application, 'masked') : undefined })),
      uploadLogo: (request, call: CallInfo) => upload({ image: request.image, imageSha256: createHash('sha256').update(request.image).digest('hex') }, call),
      submitApplication: handle(submitApplication, (application) => ({ application: to.application(application, 'masked') })),
      getMyStore: handle(getMyStore, storeAnswer),
      updateMyStore: handle(updateMyStore, storeAnswer),
      browseCatalog: handle(browseCatalog(dependencies.catalog), (page) => page),
      setListing: handle(setListing(dependencies.catalog), (answer) => answer),
      getStore: handle(getStore, storeAnswer),
      recordStoreVisit: handle(recordStoreVisit, noResponse),
      searchStreet: (request, call) => street({ ...request, sort: streetSortOf(request.sort) }, call),
      listApplications: (request, call) => applications({ ...request, status: applicationStatusFilter(request.status) }, call),
      reviewApplication: handle(reviewApplication, (application) => ({ application: to.application(application, 'whole') })),
      searchStores: (request, call) => stores({ ...request, status: storeStatusFilter(request.status) }, call),
      setStoreStatus: (request, call) => status({ ...request, status: storeStatusFilter(request.status) }, call),
      listAuditLog: handle(listAuditLog, (page) => ({ items: page.items.map(to.audit), nextCursor: page.nextCursor })),
    },
    merchantAccess,
  );
}
