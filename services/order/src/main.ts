import { serviceMain } from '@shop/service-kit';
import { loadConfig } from './config.js';
import { orderSpec, SERVICE_NAME } from './service.js';

await serviceMain({ name: SERVICE_NAME, config: loadConfig(), spec: orderSpec });
