import { serviceMain } from '@shop/service-kit';
import { loadConfig } from './config.js';
import { messagesSpec, SERVICE_NAME } from './service.js';

await serviceMain({ name: SERVICE_NAME, config: loadConfig(), spec: messagesSpec });
