import type { ServiceView } from '@app/schemas/services/services';

/**
 * The price in cents of a remote-coaching card: the first service whose name contains the keyword
 * (case-insensitive), or else the first whose description does; undefined when none matches. Names
 * win over descriptions so that "6 mesi ... dopo i primi 3 mesi" never prices the 3-month card.
 */
export function matchedPriceCents(services: readonly ServiceView[], keyword: string): number | undefined {
  const wanted = keyword.toLocaleLowerCase('it-IT');
  const contains = (text: string) => text.toLocaleLowerCase('it-IT').includes(wanted);
  return (services.find((service) => contains(service.name)) ?? services.find((service) => contains(service.description)))?.price;
}

const wholeEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroAndCents = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 45000 -> "450 €", 4550 -> "45,50 €": whole euros without decimals, as price lists show them. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? wholeEuro.format(cents / 100) : euroAndCents.format(cents / 100);
}
