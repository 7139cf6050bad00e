/**
 * Messages that the provider, the edge and the forms all show: defined once, translated through the
 * Lingui catalogs (the `/*i18n*\/` marker lets `lingui extract` find them without a compile-time macro,
 * so the provider Worker, bundled without Babel, can use them too).
 */
export interface MessageDescriptor {
  id: string;
  message: string;
}

export const domainMessages = {
  programInvalid: /*i18n*/ { id: 'program.invalid', message: 'This program is expired or invalid' },
  languageNotOffered: /*i18n*/ { id: 'program.language_not_offered', message: 'This language is not offered by the program' },
  regionNotInProgram: /*i18n*/ { id: 'region.not_in_program', message: 'This region is not part of the program' },
  regionNotFound: /*i18n*/ { id: 'region.not_found', message: 'This region does not exist' },
  pageInvalid: /*i18n*/ { id: 'paging.page_invalid', message: 'Page must be a whole number of 1 or more' },
  perPageInvalid: /*i18n*/ { id: 'paging.per_page_invalid', message: 'Results per page must be a whole number from 1 to {max}' },
  idsInvalid: /*i18n*/ { id: 'filters.ids_invalid', message: 'Filters must be lists of known ids' },
  priceInvalid: /*i18n*/ { id: 'filters.price_invalid', message: 'Prices must be whole amounts of 0 or more' },
  priceRangeReversed: /*i18n*/ { id: 'filters.price_range_reversed', message: 'The lowest price must not be above the highest price' },
  locationInvalid: /*i18n*/ { id: 'filters.location_invalid', message: 'The location is not valid' },
  withinInvalid: /*i18n*/ { id: 'filters.within_invalid', message: 'Distance must be more than 0 and at most {max} km' },
  withinNeedsLocation: /*i18n*/ { id: 'filters.within_needs_location', message: 'Share your location to search by distance' },
  nearestNeedsLocation: /*i18n*/ { id: 'filters.nearest_needs_location', message: 'Share your location to sort by distance' },
  searchTooLong: /*i18n*/ { id: 'filters.search_too_long', message: 'Search text must be at most {max} characters' },
  orderInvalid: /*i18n*/ { id: 'filters.order_invalid', message: 'This sort order is not available' },
  restaurantNotFound: /*i18n*/ { id: 'restaurant.not_found', message: 'This restaurant does not exist' },
  collectionNotFound: /*i18n*/ { id: 'collection.not_found', message: 'This collection does not exist' },
  dealNotFound: /*i18n*/ { id: 'deal.not_found', message: 'This deal does not exist' },
  adVersionUnsupported: /*i18n*/ { id: 'ads.version_unsupported', message: 'This version of ad placements is not supported' },
  reviewRatingInvalid: /*i18n*/ { id: 'review.rating_invalid', message: 'Ratings must be from 1 to 5 stars' },
  reviewCommentInvalid: /*i18n*/ { id: 'review.comment_invalid', message: 'Your review must be 1 to {max} characters long' },
  reviewBookingNotFound: /*i18n*/ { id: 'review.booking_not_found', message: 'We could not find this booking' },
  reviewBookingOtherRestaurant: /*i18n*/ { id: 'review.booking_other_restaurant', message: 'This booking is for another restaurant' },
  reviewBookingNotHonoured: /*i18n*/ { id: 'review.booking_not_honoured', message: 'A cancelled or missed booking cannot be reviewed' },
  reviewBeforeMeal: /*i18n*/ { id: 'review.before_meal', message: 'You can review the restaurant after your meal' },
  reviewDuplicate: /*i18n*/ { id: 'review.duplicate', message: 'This booking has already been reviewed' },
  noSeatsAvailable: /*i18n*/ { id: 'booking.no_seats', message: 'No seats available' },
  noSeatsAtThisTime: /*i18n*/ { id: 'booking.no_seats_at_time', message: 'There are no seats available to book at this time' },
  bookingDateInvalid: /*i18n*/ { id: 'booking.date_invalid', message: 'Please choose a valid date' },
  bookingTimeInvalid: /*i18n*/ { id: 'booking.time_invalid', message: 'Please choose a valid time' },
  bookingTooSoon: /*i18n*/ { id: 'booking.too_soon', message: 'This time is too soon to book. Please choose a later time' },
  bookingTooFarAhead: /*i18n*/ { id: 'booking.too_far_ahead', message: 'This date is too far ahead to book' },
  bookingDateBlocked: /*i18n*/ { id: 'booking.date_blocked', message: 'The restaurant does not take bookings on this date' },
  partySizeInvalid: /*i18n*/ { id: 'booking.party_size_invalid', message: 'Please choose a party size from {min} to {max}' },
  firstNameRequired: /*i18n*/ { id: 'booking.first_name_required', message: 'Please enter your first name' },
  lastNameRequired: /*i18n*/ { id: 'booking.last_name_required', message: 'Please enter your last name' },
  emailInvalid: /*i18n*/ { id: 'form.email_invalid', message: 'Please enter a valid email address' },
  phoneInvalid: /*i18n*/ { id: 'form.phone_invalid', message: 'Please enter a valid phone number' },
  specialRequestsTooLong: /*i18n*/ { id: 'booking.special_requests_too_long', message: 'Special requests must be at most {max} characters' },
  consentRequired: /*i18n*/ { id: 'booking.consent_required', message: 'Please agree to the user agreement and privacy policy' },
  idempotencyKeyRequired: /*i18n*/ { id: 'booking.idempotency_key_required', message: 'This booking request is missing its request key' },
  idempotencyKeyReused: /*i18n*/ { id: 'booking.idempotency_key_reused', message: 'This request key was already used for a different booking' },
  bookingNotFound: /*i18n*/ { id: 'booking.not_found', message: 'We could not find this booking' },
  bookingNotCancellable: /*i18n*/ { id: 'booking.not_cancellable', message: 'This booking can no longer be cancelled' },
  bookingCancelled: /*i18n*/ { id: 'booking.cancelled', message: 'Your reservation has been cancelled' },
  reservationCodeInvalid: /*i18n*/ { id: 'booking.reservation_code_invalid', message: 'Please enter the reservation code from your confirmation' },
  voucherCodeInvalid: /*i18n*/ { id: 'booking.voucher_code_invalid', message: 'Please enter a valid voucher code' },
  guestCountInvalid: /*i18n*/ { id: 'booking.guest_count_invalid', message: 'Please enter the number of guests in digits' },
  groupRemarkRequired: /*i18n*/ { id: 'booking.group_remark_required', message: 'Please tell the restaurant about your group' },
  badRequest: /*i18n*/ { id: 'request.invalid', message: 'Some of the information sent is not valid' },
  notFound: /*i18n*/ { id: 'request.not_found', message: 'We could not find what you asked for' },
  forbidden: /*i18n*/ { id: 'request.forbidden', message: 'You are not allowed to do this' },
  crossSite: /*i18n*/ { id: 'request.cross_site', message: 'This request came from another site and was refused' },
  serverError: /*i18n*/ { id: 'request.server_error', message: 'Something went wrong on our side. Please try again' },
  providerUnavailable: /*i18n*/ { id: 'request.provider_unavailable', message: 'The service is not reachable right now. Please try again in a moment' },
} satisfies Record<string, MessageDescriptor>;

export type DomainMessageKey = keyof typeof domainMessages;
