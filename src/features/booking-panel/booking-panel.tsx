'use client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChunkBoundary, useLazyChunk } from '#ui/chunk-boundary.tsx';
import { bookingFrameUrl } from '#domain/booking-frame.ts';
import { initialPanelState, isFullSlot, needsSignIn, nextPanelState, type PanelEvent, type PanelState } from '#domain/booking-panel.ts';
import { readSelection, startingSelection, writeSelection, type BookingSelection } from '#domain/booking-selection.ts';
import type { TimeSlot } from '#domain/contract/availability.ts';
import { rememberPendingBooking, resumableSelection, takePendingBooking } from '#domain/pending-booking.ts';
import { withLabels } from '#domain/panel-labels.ts';
import { withLiveSeats } from '#domain/live-slots.ts';
import { appLink, routes } from '#domain/routes.ts';
import { sessionStore } from '#lib/session-store.ts';
import { useLiveSlots } from '#lib/use-live-slots.ts';
import type { VerifyReturn } from '#domain/verify-return.ts';
import type { PanelOpening } from '#domain/booking-panel.ts';
import { fetchDateSlots, fetchPanelOpening } from './api';
import type { BookingPanelData } from './load-booking-panel';
import { PanelGateNotice } from './panel-gate-notice';
import { SlotPicker } from './slot-picker';

/**
 * The booking panel (spec §2, §4): choose a date and time, pass the program's gate, book in the frame. The page
 * hands it the program's Verify popup (null when the program asks for none): features do not import each other.
 */
export function BookingPanel({ data, verifyPopup = null }: { data: BookingPanelData; verifyPopup?: ReactNode }) {
  const { t } = useLingui();
  // Why the bank login did not verify the diner, in their language (spec §8: the bank's result passes through).
  function bankFailureMessage(outcome: VerifyReturn): string {
    if (outcome?.status !== 'FAILED') return '';
    const bankWords = data.verify.bank?.errorMsg;
    return bankWords ? `${failureReason(outcome)} ${bankWords}` : failureReason(outcome);
  }
  function failureReason(outcome: Extract<VerifyReturn, { status: 'FAILED' }>): string {
    switch (outcome.reason) {
      case 'access_denied':
        return t`You declined at your bank, so you are not verified. Verify again to book.`;
      case 'declined':
        return t`Your bank could not confirm that this program is for you.`;
      case 'invalid_code':
      case 'expired':
        return t`Your bank login expired. Please verify again.`;
      case 'failed':
        return t`Your bank is not reachable right now. Please try again in a moment.`;
    }
  }
  const [access, setAccess] = useState(data.gate.access);
  const gate = { ...data.gate, access };
  const [state, setState] = useState<PanelState>(() => initialPanelState(gate, data.payment, data.verifyReturn, bankFailureMessage(data.verifyReturn)));
  // 'live' until the browser has fetched them (a page from the shared cache carries no slots).
  const [opening, setOpening] = useState<PanelOpening | null | 'live'>(data.opening);
  const dates = opening === 'live' ? [] : (opening?.dates ?? null);
  const [selection, setSelection] = useState<BookingSelection | null>(() => startingSelection(null, dates ?? []));
  const [slotsByDate, setSlotsByDate] = useState<Record<string, TimeSlot[]>>(() => slotsOf(data.opening));
  const [slotsError, setSlotsError] = useState<string | null>(null);
  const [frame, setFrame] = useState<{ src: string; origin: string } | null>(null);
  const [bookedBooking, setBooked] = useState<{ id: number; code: string } | null>(null);
  // The code under the name the 'Booked — code {booked}' message uses.
  const booked = bookedBooking?.code ?? null;
  const [ready, setReady] = useState(false);
  // The frame's code comes when a booking starts, not with the page (a chunk that fails or hangs: Retry).
  const { LazyComponent: BookingFrame, tries: frameTries, retry: retryFrame } = useLazyChunk(() => import('./booking-frame').then((module) => ({ default: module.BookingFrame })));
  const stepRoot = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // The server writes every date and time it sends (with the page or a fetch) in the diner's language.
  const [labels, setLabels] = useState(data.labels);
  const formatDate = (date: string) => labels.dates[date] ?? date;
  const timeLabel = (time: string) => labels.times[time] ?? time;

  // `refresh`: the date's slots again, over the ones shown (which stay when the refresh fails).
  async function loadDate(date: string, known = slotsByDate, refresh = false) {
    if (known[date] && !refresh) return;
    if (!refresh) setSlotsError(null);
    const answer = await fetchDateSlots({ restaurantId: data.restaurantId, program: data.program, date, dealId: data.dealId, lang: data.frameParams.lang ?? 'en' });
    if (typeof answer === 'string') return refresh ? undefined : setSlotsError(answer);
    setLabels((known) => withLabels(known, answer.labels));
    setSlotsByDate((known) => ({ ...known, [answer.date]: answer.slots }));
  }

  // Slots fill and free while the panel is open: the restaurant's changes arrive live (every 15 s when they cannot).
  useLiveSlots(
    { restaurantId: data.restaurantId, program: data.program, dealId: data.dealId, enabled: ready && opening !== 'live' && opening !== null },
    (changes) => setSlotsByDate((known) => withLiveSeats(known, changes)),
    () => selection && void loadDate(selection.date, slotsByDate, true),
  );

  function choose(next: BookingSelection) {
    setSelection(next);
    writeSelection(sessionStore(), data.program, next);
    void loadDate(next.date);
  }

  function openFrame(next: PanelState, chosen: BookingSelection | null) {
    if (next.step !== 'BOOKING') return setState(next);
    try {
      const origin = new URL(data.siteOrigin).origin;
      const params = { ...data.frameParams, date: chosen?.date, time: chosen?.time ?? undefined, return_url: window.location.href };
      setFrame({ src: bookingFrameUrl(origin, data.restaurantId, params, next.frame), origin });
      setState(next);
    } catch {
      setState(nextPanelState(next, { type: 'frame_failed', message: t`We could not open the booking form. Please try again` }, gate));
    }
  }

  function send(event: PanelEvent) {
    moved.current = true;
    if (event.type === 'book') setBooked(null);
    if (event.type === 'cancel') setFrame(null);
    openFrame(nextPanelState(state, event, gate), selection);
  }

  // The Verify popup passed: the program session now holds the grant, and the booking resumes (spec §4).
  function verified() {
    const joined = { ...access, joined: true };
    setAccess(joined);
    moved.current = true;
    openFrame(nextPanelState(state, { type: 'verified' }, { ...gate, access: joined }), selection);
  }

  // Restore the program's stored choice, open a frame the first state asks for, or resume the booking the diner
  // left to log in for.
  function restoreChoice(dates: string[], known: Record<string, TimeSlot[]>) {
    const pending = takePendingBooking(sessionStore(), data.program, { restaurantId: data.restaurantId, dealId: data.dealId, signedIn: gate.access.memberSignedIn });
    const stored = pending?.selection ?? readSelection(sessionStore(), data.program);
    const restored = startingSelection(stored, dates);
    if (restored) {
      setSelection(restored);
      void loadDate(restored.date, known);
    }
    const resumed = pending && resumableSelection(pending, dates, restored ? known[restored.date] : undefined);
    if (state.step === 'BOOKING') openFrame(state, restored);
    else if (resumed) openFrame(nextPanelState(state, { type: 'book' }, gate), resumed);
    setReady(true);
  }

  // After hydration: restore (the tab's first sessionStorage read waits on the browser process: it runs in a task of
  // its own, not in hydration's); on a page from the shared cache, first fetch the dates and slots.
  useEffect(() => {
    if (data.opening === 'live') {
      let stopped = false;
      void fetchPanelOpening({ restaurantId: data.restaurantId, program: data.program, dealId: data.dealId, lang: data.frameParams.lang ?? 'en' }).then((fetched) => {
        if (stopped) return;
        const known = slotsOf(fetched);
        if (fetched) setLabels((labels) => withLabels(labels, fetched.labels));
        setOpening(fetched);
        setSlotsByDate(known);
        setSelection(startingSelection(null, fetched?.dates ?? []));
        restoreChoice(fetched?.dates ?? [], known);
      });
      return () => void (stopped = true);
    }
    const restoring = setTimeout(() => restoreChoice(dates ?? [], slotsByDate));
    return () => clearTimeout(restoring);
    // Runs once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Focus follows the panel's step when the diner moved it, so keyboard and screen-reader users keep their place.
  useEffect(() => {
    if (moved.current) stepRoot.current?.focus();
  }, [state.step]);

  const openingForm = (
    <p role="status" className="panel-loading">
      <Trans>Opening the booking form…</Trans>
    </p>
  );
  const slots = selection ? (slotsByDate[selection.date] ?? null) : null;
  const chosenSlot = slots?.find((slot) => slot.time === selection?.time && !isFullSlot(slot));
  return (
    <div className="booking-panel" data-booking-panel={ready ? 'ready' : 'starting'} data-step={state.step}>
      {booked ? (
        <p role="status" className="panel-booked">
          <strong>
            <Trans>Booked — code {booked}</Trans>
          </strong>{' '}
          <a href={appLink(`${routes.bookingDetail}?booking_id=${bookedBooking!.id}&reservation_code=${booked}`, data.pageQuery)}>
            <Trans>Manage booking</Trans>
          </a>
        </p>
      ) : null}
      <div ref={stepRoot} tabIndex={-1} className="panel-step">
        {state.step === 'BOOKING' ? (
          <>
            {frame ? (
              <ChunkBoundary tries={frameTries} onRetry={retryFrame}>
                <Suspense fallback={openingForm}>
                  <BookingFrame src={frame.src} siteOrigin={frame.origin} onBooked={setBooked} onClose={() => send({ type: 'cancel' })} />
                </Suspense>
              </ChunkBoundary>
            ) : (
              openingForm
            )}
            <button type="button" className="button-secondary panel-action" onClick={() => send({ type: 'cancel' })}>
              <Trans>Cancel</Trans>
            </button>
          </>
        ) : state.step === 'PRE_BOOKING' ? (
          <PanelGateNotice
            verifyPopup={gate.access.joined || !gate.verification ? null : verifyPopup}
            onVerified={verified}
            alert={state.alert}
            onRetry={() => send({ type: 'book' })}
            onCancel={() => send({ type: 'cancel' })}
          />
        ) : opening === 'live' ? (
          <p role="status" className="panel-loading">
            <Trans>Loading available times…</Trans>
          </p>
        ) : dates === null ? (
          <p role="alert" className="form-error">
            <Trans>We could not load the available times. Please try again in a moment.</Trans>
          </p>
        ) : !selection ? (
          <div className="panel-no-seats">
            <h3>{data.noSeatsHeading}</h3>
            {data.notification ? <p>{data.notification}</p> : null}
            {data.restrictionHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.restrictionHtml }} /> : null}
          </div>
        ) : (
          <>
            <SlotPicker
              dates={dates}
              date={selection.date}
              time={selection.time}
              slots={slots}
              error={slotsError}
              formatDate={formatDate}
              formatTime={timeLabel}
              onDate={(date) => choose({ date, time: null })}
              onTime={(time) => choose({ date: selection.date, time })}
            />
            {data.restrictionHtml ? <div className="rich-text panel-restriction" dangerouslySetInnerHTML={{ __html: data.restrictionHtml }} /> : null}
            {needsSignIn(gate) ? (
              <div className="panel-sign-in">
                <h3>
                  <Trans>Sign in required</Trans>
                </h3>
                <p>
                  <Trans>Log in to start booking</Trans>
                </p>
                <a
                  className="button-primary panel-action"
                  href={data.loginHref}
                  data-opens-login
                  onClick={() => rememberPendingBooking(sessionStore(), data.program, { restaurantId: data.restaurantId, dealId: data.dealId, selection })}
                >
                  <Trans>Log in</Trans>
                </a>
              </div>
            ) : (
              <button type="button" className="button-primary panel-action" disabled={!chosenSlot} onClick={() => send({ type: 'book' })}>
                {chosenSlot ? <Trans>Book</Trans> : <Trans>Choose a time to book</Trans>}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function slotsOf(opening: PanelOpening | null | 'live'): Record<string, TimeSlot[]> {
  return opening && opening !== 'live' ? Object.fromEntries(opening.preloaded.map((d) => [d.date, d.slots])) : {};
}
