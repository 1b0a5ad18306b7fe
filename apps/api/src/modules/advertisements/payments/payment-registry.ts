// Payment providers by name, as the promote body names them.
import type { PaymentProviderName } from '@kraam/shared';
import { createDemoProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';

export interface PaymentRegistry {
  get(name: PaymentProviderName): PaymentProvider | undefined;
}

export function createPaymentRegistry(providers: readonly PaymentProvider[]): PaymentRegistry {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  return { get: (name) => byName.get(name) };
}

/** The providers this installation offers: only the demo one for now. */
export const defaultPaymentRegistry = (): PaymentRegistry => createPaymentRegistry([createDemoProvider()]);
