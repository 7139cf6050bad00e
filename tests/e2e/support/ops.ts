import { baseURL } from './base-url';
import { readOpsToken } from '#scripts/dev-vars.ts';

/** Headers of a call to the ops API (`/api/ops/...`), as an operator's tool sends them. */
export const opsHeaders = () => ({ 'Content-Type': 'application/json', Origin: baseURL, Authorization: `Bearer ${readOpsToken()}` });
