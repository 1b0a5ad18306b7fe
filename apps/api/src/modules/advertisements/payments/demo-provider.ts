// The `demo` provider: no money moves. Every payment completes at once with a random transaction id.
import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';

export const createDemoProvider = (): PaymentProvider => ({
  name: 'demo',
  startPayment: () => Promise.resolve({ transactionId: `demo-${randomUUID()}`, status: 'paid' }),
});
