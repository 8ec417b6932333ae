/** The services domain's public face: what other domains may import from it (docs/architecture.md). */
export { type OrderDoc, type OrderInsert, orderStatus, type ServiceDoc } from './entities';
export { PAYMENT_NOTICE_LINKS } from './noticeLinks';
export { appointmentStart, BILLING_TYPE_LABELS, ORDER_FIELD_LABELS, type OrderView, orderView, placeId } from './orders';
export { orderFileParams, orderParams } from './ordersContract';
export {
  givesVisitBack,
  PACKAGE_MESSAGES,
  PACKAGE_VISIT_CATEGORY,
  type PackageEntitlement,
  packageUseRecordText,
  type PackageUseView,
  packageUseView,
} from './packages';
export { REFUND_STATE_LABELS, type RefundCreditNote } from './refunds';
export { SERVICE_CATEGORIES, type ServiceCategory, serviceCategory } from './serviceCategories';
export type { ServiceView } from './services';
