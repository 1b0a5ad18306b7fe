'use client';
import dynamic from 'next/dynamic';

/**
 * The confirmation before accepting, declining or withdrawing a bid. MUI's dialog comes with the first
 * question: the ad page carries no MUI before then (decision 0021).
 */
export const BidConfirm = dynamic(
  () => import('@/components/dialogs/confirm-dialog').then((module) => module.ConfirmDialog),
  { ssr: false },
);
