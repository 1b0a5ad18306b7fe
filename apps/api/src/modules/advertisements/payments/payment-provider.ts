// What the promotion flow needs from a payment provider. A real provider (Mollie, Stripe…) implements
// this and is added to the registry; the flow in promotion.ts does not change.
import type { PaymentProviderName } from '@kraam/shared';

export interface PaymentRequest {
  amountCents: number;
  description: string;
  /** Our own reference for the payment, e.g. 'ad-42-promotion'. */
  reference: string;
}

export type PaymentStatus = 'pending' | 'paid' | 'failed';

export interface PaymentResult {
  transactionId: string;
  status: PaymentStatus;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startPayment(request: PaymentRequest): Promise<PaymentResult>;
}
