import { describe, expect, it } from 'vitest';
import { bookingMessages, isProduct, PRODUCT_SERVICE, PRODUCT_WORDS, PRODUCTS, productOfService } from './products.ts';

describe('products', () => {
  it('map to their spec services and back; an old booking without a known service is a hotel', () => {
    for (const p of PRODUCTS) expect(productOfService(PRODUCT_SERVICE[p])).toBe(p);
    expect(new Set(Object.values(PRODUCT_SERVICE)).size).toBe(PRODUCTS.length);
    expect(productOfService(null)).toBe('hotel');
    expect(productOfService('spaceflights')).toBe('hotel');
    expect(isProduct('car')).toBe(true);
    expect(isProduct('cars')).toBe(false);
  });

  it('keep the hotel messages travellers and tests have always read', () => {
    const m = bookingMessages('hotel');
    expect(m.soldOut).toBe('Sorry, this room has just sold out. Please choose another room or other dates.');
    expect(m.holdExpired).toBe('Your hold on this room has expired. Please check the price and availability again.');
    expect(m.supplierRejected).toBe('Sorry, the hotel could not confirm this room. No booking was made and your card was not charged.');
    expect(m.notConfirmedInTime).toBe('The hotel did not confirm this booking. No booking was made and the payment was released.');
    expect(m.holdFailed).toBe('The room could not be held. Please try again.');
    expect(m.priceChanged('$10.00', '$12.00')).toBe('The price of this room has changed from $10.00 to $12.00. Please review the new price to continue.');
  });

  it('name each product and who confirms it, with the verb agreeing', () => {
    expect(bookingMessages('flight').soldOut).toBe('Sorry, these seats have just sold out. Please choose another flight or other dates.');
    expect(bookingMessages('flight').supplierRejected).toBe(
      'Sorry, the airline could not confirm these seats. No booking was made and your card was not charged.',
    );
    expect(bookingMessages('cruise').notConfirmedInTime).toBe(
      'The cruise line did not confirm this booking. No booking was made and the payment was released.',
    );
    expect(bookingMessages('activity').tooManyHolds(1, 15)).toBe(
      'You already have 1 hold open. Book one of them, or wait up to 15 minutes for a hold to end, before holding another activity.',
    );
    for (const p of PRODUCTS) {
      const m = bookingMessages(p);
      expect(m.soldOut).toContain(PRODUCT_WORDS[p].thisItem);
      expect(m.supplierRejected).toContain(PRODUCT_WORDS[p].supplier);
      expect(m.cancelUnavailable.toLowerCase()).toContain(PRODUCT_WORDS[p].supplier);
    }
  });
});
