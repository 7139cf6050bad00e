'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { BookingAvailability } from '#edge/booking-availability.ts';
import type { BookingFrameParam } from '#domain/booking-frame.ts';
import {
  bookingRequestOf, initialProgress, periodsWithSlots, slotsInPeriod, slotsOn, stepsOf, type BookingStep, type GuestDetails,
} from '#domain/booking-steps.ts';
import { BUTTON_DEBOUNCE_MS } from '#domain/constants.ts';
import { bookingCreateSchema } from '#domain/contract/booking.ts';
import { guestManageUrl, type GroupRequest } from '#domain/contract/booking-manage.ts';
import type { CountryCode } from '#domain/contract/region.ts';
import { buildRoute } from '#domain/routes.ts';
import { datesWithLiveSeats } from '#domain/live-slots.ts';
import { useLiveSlots } from '#lib/use-live-slots.ts';
import { createBooking, fetchAvailability, type NearestSlot } from './api';
import { BookingCardChoice, firstBookingCard, type BookingCardOffer } from './booking-card-choice';
import { BookingSuccess } from './booking-success';
import { DatePicker } from './date-picker';
import { DealStep } from './deal-step';
import { fieldErrors } from '#lib/i18n/field-errors.ts';
import { postToParent, useFrameResize } from './frame-bridge';
import { GroupRequestForm } from './group-request-form';
import { GroupRequestSent } from './group-request-sent';
import { GuestStep } from './guest-step';
import { MealPeriodStep } from './meal-period-step';
import { ReviewStep } from './review-step';
import { SeatsStep } from './seats-step';
import { stepNames } from './step-names';
import { useBookingProgress } from './use-booking-progress';

export interface BookingSiteProps {
  restaurant: { id: number; name: string };
  deals: { id: number; name: string }[];
  availability: BookingAvailability;
  countryCodes: CountryCode[];
  defaultCountryCode: string | null;
  /** A signed-in member's name, e-mail and mobile: the guest details start with them. */
  memberContact: Pick<GuestDetails, 'first_name' | 'last_name' | 'email' | 'country_code' | 'mobile'> | null;
  privacyPolicyUrl: string | null;
  termsHtml: string;
  program: string;
  /** The locale for provider calls (messages come back in it). */
  apiLang: string;
  params: Partial<Record<BookingFrameParam, string>>;
  groupBooking: boolean;
  /** The page's path and query, for the group request's status address (`?group_request=`). */
  pagePath: string;
  pageQuery: string;
  /** The diner's vouchers in this program that can be used now (spec §2: a voucher chosen in the frame applies to the booking). */
  vouchers: { code: string; title: string }[];
  /** The restaurant's card guarantee or prepayment and the member's cards (spec §9); null where booking takes no card. */
  cardOffer: BookingCardOffer | null;
}

/** The booking site in the frame: the step machine, its calls, and the messages to the embedding page. */
export function BookingSite(props: BookingSiteProps) {
  const { restaurant, deals, program, apiLang, params } = props;
  const { t, i18n } = useLingui();
  const networkError = t`We could not reach the restaurant. Please check your connection and try again.`;
  const periods = props.availability.conditions.meal_periods;
  const initial = initialProgress({
    availability: props.availability.slots, periods, dealIds: deals.map((d) => d.id), date: params.date, time: params.time, dealId: params.deal_id,
  });
  initial.guest = { ...initial.guest, country_code: props.defaultCountryCode ?? props.countryCodes[0]?.country_code ?? '', ...props.memberContact };
  const { progress, dispatch, restored } = useBookingProgress(`booking-site:${program}:${restaurant.id}`, `${params.date}|${params.time}|${params.deal_id}`, initial);
  const [availability, setAvailability] = useState({ data: props.availability, dealId: initial.dealId });
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nearest, setNearest] = useState<NearestSlot[]>([]);
  // The frame's voucher_code starts the choice; the diner may add others of theirs, or use none.
  const [voucherCodes, setVoucherCodes] = useState<string[]>(params.voucher_code ? [params.voucher_code.toUpperCase()] : []);
  const [groupRequest, setGroupRequest] = useState<GroupRequest | null>(null);
  const [cardId, setCardId] = useState(() => firstBookingCard(props.cardOffer));
  const inFlight = useRef(false);
  const lastConfirm = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<BookingStep | null>(null);
  useFrameResize(params.return_url);

  // A restored progress may carry another deal than the first render's availability.
  useEffect(() => {
    if (!restored || progress.dealId === availability.dealId) return;
    void refreshAvailability(progress.dealId);
  }, [restored, progress.dealId]);

  // Each step change moves focus to the step's heading, so keyboard and screen reader users follow.
  useEffect(() => {
    if (!restored) return;
    if (shownStep.current !== null && shownStep.current !== progress.step) heading.current?.focus();
    shownStep.current = progress.step;
  }, [restored, progress.step]);

  async function refreshAvailability(dealId: number | null) {
    const answer = await fetchAvailability(restaurant.id, { program, dealId, lang: apiLang });
    if (answer.kind === 'ok') setAvailability({ data: answer.data, dealId });
    return answer;
  }

  // Times fill and free while the diner chooses: the restaurant's changes arrive live (every 15 s when they cannot).
  useLiveSlots(
    { restaurantId: restaurant.id, program, dealId: availability.dealId, enabled: restored && progress.step !== 'success' },
    (changes) => setAvailability((known) => ({ ...known, data: { ...known.data, slots: datesWithLiveSeats(known.data.slots, changes) } })),
    () => void refreshAvailability(availability.dealId),
  );

  async function chooseDeal(dealId: number | null): Promise<string | null> {
    if (dealId !== availability.dealId) {
      const answer = await fetchAvailability(restaurant.id, { program, dealId, lang: apiLang });
      if (answer.kind !== 'ok') return answer.message ?? networkError;
      const slot = slotsOn(answer.data.slots, progress.date).find((s) => s.time === progress.time);
      if (!slot || !slot.seats.available.includes(progress.partySize ?? 0)) return t`This deal cannot be booked at the time you chose. Choose another deal, or go back and pick another time.`;
      setAvailability({ data: answer.data, dealId });
    }
    dispatch({ type: 'deal', dealId });
    return null;
  }

  async function confirm() {
    const now = Date.now();
    if (inFlight.current || now - lastConfirm.current < BUTTON_DEBOUNCE_MS) return;
    lastConfirm.current = now;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    setNearest([]);
    // The key is made once per attempt and kept (sessionStorage): a retry or reload sends it again.
    const attempt = dispatch({ type: 'confirming', key: crypto.randomUUID() });
    const body = bookingCreateSchema.safeParse(bookingRequestOf(attempt, { program, voucherCodes, cardId: props.cardOffer ? cardId : null }));
    const answer = body.success
      ? await createBooking(restaurant.id, body.data, attempt.idempotencyKey!, apiLang)
      : { kind: 'error' as const, message: Object.values(fieldErrors(body.error, i18n))[0] ?? null };
    inFlight.current = false;
    setSubmitting(false);
    if (answer.kind === 'booked') {
      dispatch({ type: 'booked', booking: { id: answer.booking.id, reservation_code: answer.booking.reservation_code } });
      postToParent(params.return_url, { type: 'dining:booked', booking_id: answer.booking.id, reservation_code: answer.booking.reservation_code });
    } else if (answer.kind === 'no_seats') {
      setError(answer.message);
      setNearest(answer.nearest);
      void refreshAvailability(attempt.dealId);
    } else {
      setError(answer.message ?? networkError);
    }
  }

  const steps = stepsOf(progress);
  const dates = availability.data.slots.dates.map((d) => d.date);
  const daySlots = slotsOn(availability.data.slots, progress.date);
  const dayPeriods = periodsWithSlots(daySlots, periods);
  const dealName = deals.find((d) => d.id === progress.dealId)?.name ?? null;
  const notification = availability.data.block.notification;
  const inFlow = steps.includes(progress.step);
  // The review step has its own Edit details; finished steps have no way back.
  const canGoBack = progress.step !== steps[0] && !['review', 'success', 'group_sent'].includes(progress.step);

  return (
    <div className="booking-site" data-step={progress.step} data-ready={restored ? 'true' : undefined}>
      <p className="booking-site-restaurant">{restaurant.name}</p>
      {inFlow ? (
        <ol className="step-list" aria-label={t`Booking steps`}>
          {steps.map((step, index) => (
            <li key={step} aria-current={step === progress.step ? 'step' : undefined} className={index < steps.indexOf(progress.step) ? 'done' : undefined}>
              {i18n._(stepNames[step])}
            </li>
          ))}
        </ol>
      ) : null}
      <h1 ref={heading} tabIndex={-1}>
        {i18n._(stepNames[progress.step])}
      </h1>

      {dates.length === 0 && (progress.step === 'meal_period' || progress.step === 'seats') ? (
        <div className="empty-state" role="status">
          <p>
            <Trans>No seats available</Trans>
          </p>
          {notification ? <p>{notification}</p> : null}
        </div>
      ) : null}

      {(progress.step === 'meal_period' || progress.step === 'seats') && dates.length > 0 ? (
        <DatePicker dates={dates} value={progress.date} onChange={(date) => dispatch({ type: 'date', date })} />
      ) : null}

      {progress.step === 'meal_period' && dates.length > 0 ? (
        <MealPeriodStep periods={dayPeriods} chosen={progress.mealPeriod} onChoose={(period) => dispatch({ type: 'period', period })} />
      ) : null}

      {progress.step === 'seats' && progress.date ? (
        <SeatsStep
          key={`${progress.date}|${progress.mealPeriod}|${availability.dealId}`}
          slots={slotsInPeriod(daySlots, progress.mealPeriod, periods)}
          date={progress.date}
          time={progress.time}
          partySize={progress.partySize}
          onContinue={(choice) => dispatch({ type: 'slot', date: progress.date!, ...choice })}
          onLargeGroup={props.groupBooking ? () => dispatch({ type: 'group' }) : null}
        />
      ) : null}
      {progress.step === 'seats' && !progress.date && props.groupBooking ? (
        <button type="button" className="link-button" onClick={() => dispatch({ type: 'group' })}>
          <Trans>Send a group booking request</Trans>
        </button>
      ) : null}

      {progress.step === 'deal' ? <DealStep deals={deals} chosen={progress.dealId} onChoose={chooseDeal} /> : null}

      {progress.step === 'guest' ? (
        <GuestStep
          guest={progress.guest}
          onEdit={(guest) => dispatch({ type: 'edit_guest', guest })}
          requestFor={(guest) => bookingRequestOf({ ...progress, guest }, { program, voucherCodes })}
          onDone={(guest) => dispatch({ type: 'guest', guest })}
          countryCodes={props.countryCodes}
          termsHtml={props.termsHtml}
          privacyPolicyUrl={props.privacyPolicyUrl}
        />
      ) : null}

      {progress.step === 'review' ? (
        <ReviewStep
          progress={progress}
          restaurantName={restaurant.name}
          dealName={dealName}
          submitting={submitting}
          error={error}
          nearest={nearest}
          onConfirm={() => void confirm()}
          vouchers={props.vouchers}
          voucherCodes={voucherCodes}
          onVouchers={setVoucherCodes}
          cardChoice={
            props.cardOffer ? (
              <BookingCardChoice offer={props.cardOffer} partySize={progress.partySize ?? 0} chosen={cardId} onChoose={setCardId} disabled={submitting} />
            ) : null
          }
          canConfirm={!props.cardOffer || cardId !== null}
          onPickNearest={(slot) => {
            setError(null);
            setNearest([]);
            dispatch({ type: 'nearest', date: slot.date, time: slot.time });
          }}
          onEdit={() => dispatch({ type: 'back' })}
        />
      ) : null}

      {progress.step === 'success' && progress.booking ? (
        <BookingSuccess
          reservationCode={progress.booking.reservation_code}
          email={progress.guest.email}
          manageUrl={guestManageUrl(window.location.origin, { ...progress.booking, program, locale: apiLang })}
          onBookAgain={() => dispatch({ type: 'restart' })}
        />
      ) : null}

      {progress.step === 'group' ? (
        <GroupRequestForm
          restaurantId={restaurant.id}
          program={program}
          lang={apiLang}
          date={progress.date ?? dates[0] ?? new Date().toISOString().slice(0, 10)}
          time={progress.time}
          guest={progress.guest}
          countryCodes={props.countryCodes}
          termsHtml={props.termsHtml}
          privacyPolicyUrl={props.privacyPolicyUrl}
          onSent={(request) => {
            setGroupRequest(request);
            dispatch({ type: 'group_sent', reference: request.reference_code });
          }}
        />
      ) : null}

      {progress.step === 'group_sent' && progress.groupReference ? (
        <GroupRequestSent
          reference={progress.groupReference}
          statusText={groupRequest?.status_lng ?? null}
          statusHref={buildRoute(props.pagePath, props.pageQuery, { group_request: progress.groupReference })}
          onDone={() => dispatch({ type: 'restart' })}
        />
      ) : null}

      {canGoBack ? (
        <div className="step-back">
          <button type="button" className="link-button" onClick={() => { setError(null); setNearest([]); dispatch({ type: 'back' }); }} disabled={submitting}>
            <Trans>Back</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
