import type { OrderView } from '@app/schemas/services/orders';

/** docs/product.md (Screens): 'Ordine #' and the id's last 8 characters. */
export const orderNumberLabel = (orderId: string) => `Ordine #${orderId.slice(-8)}`;

/** 'Scarica PDF' is offered only for completed orders that received an invoice number. */
export const hasInvoicePdf = (order: OrderView) => order.status === 'completed' && order.invoiceNumber !== null;
