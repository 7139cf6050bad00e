import { Trans, useLingui } from '@lingui/react/macro';
import { BookingPaymentSection } from '#ui/booking-payment.tsx';
import { editUrlOf, type BookingDetail } from '#domain/contract/booking-manage.ts';
import type { CatalogLocale } from '#lib/i18n/catalogs.ts';
import { formatInstantDayTime } from '#domain/time-format.ts';
import { formatTime, intlLocale } from '#lib/i18n/format.ts';
import { imageUrl } from '#lib/image-url.ts';
import { appLink, routes } from '#domain/routes.ts';
import { BookingStatus } from './booking-status';
import { ManageActions } from './manage-actions';
import { NoShowAppeal } from './no-show-appeal';
import { ReviewForm } from './review-form';
import { useVoucherBenefit } from '#lib/use-voucher-benefit.ts';

interface BookingManageProps {
  booking: BookingDetail;
  locale: CatalogLocale;
  /** The page's query, so links keep the program and language. */
  query: URLSearchParams;
  now?: Date;
}

function formatDate(date: string, locale: CatalogLocale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The manage-booking screen (spec §2): reservation detail, restaurant or deal card, reservation and user info, actions. */
export function BookingManage({ booking, locale, query, now = new Date() }: BookingManageProps) {
  const { t } = useLingui();
  const feeApplies = booking.can_cancel && now.getTime() >= Date.parse(booking.cancellation_deadline_at);
  const cardHref = booking.deal ? appLink(routes.deal(booking.deal.id), query) : appLink(`${routes.profile}?restaurant_id=${booking.restaurant.id}`, query);
  const cardPicture = booking.deal?.picture_url ?? booking.restaurant.cover;
  const feePercent = booking.no_show_fee_percent;
  const deadline = formatInstantDayTime(new Date(booking.cancellation_deadline_at), booking.time_zone, intlLocale(locale));
  const discount = booking.discount;
  const benefitOf = useVoucherBenefit();
  return (
    <article className="booking-manage" aria-labelledby="booking-title">
      <h1 id="booking-title">
        <Trans>Your reservation</Trans>
      </h1>
      <section className="manage-section" aria-labelledby="reservation-detail">
        <h2 id="reservation-detail">
          <Trans>Reservation detail</Trans>
        </h2>
        <dl className="detail-list">
          <dt>
            <Trans>Reservation code</Trans>
          </dt>
          <dd data-testid="reservation-code">{booking.reservation_code}</dd>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="booking-status">
            <BookingStatus id={booking.id} text={booking.status_lng} />
          </dd>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd data-testid="booking-date">{formatDate(booking.reservation_date, locale)}</dd>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd data-testid="booking-time">
            <time dateTime={booking.formated_time}>{formatTime(booking.formated_time, locale)}</time> <span className="muted">({booking.time_zone})</span>
          </dd>
          <dt>
            <Trans>Party size</Trans>
          </dt>
          <dd data-testid="booking-party">{booking.reservation_seats}</dd>
          {booking.reservation_comment ? (
            <>
              <dt>
                <Trans>Special requests</Trans>
              </dt>
              <dd>{booking.reservation_comment}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {booking.payment ? <BookingPaymentSection payment={booking.payment} timeZone={booking.time_zone} locale={locale} /> : null}

      <section className="manage-section manage-card" aria-labelledby="booking-place">
        <h2 id="booking-place">{booking.deal ? <Trans>Deal</Trans> : <Trans>Restaurant</Trans>}</h2>
        <div className="manage-card-body">
          {cardPicture ? <img src={imageUrl(cardPicture, { width: 160, height: 100 })} alt="" width={160} height={100} /> : null}
          <div>
            <p className="card-title">
              <a href={cardHref}>{booking.deal?.name ?? booking.restaurant.name}</a>
            </p>
            {booking.deal ? <p className="muted">{booking.restaurant.name}</p> : null}
            {booking.restaurant.address ? <p className="muted">{booking.restaurant.address}</p> : null}
            {booking.restaurant.phone ? (
              <p>
                <a href={`tel:${booking.restaurant.phone.replace(/[^\d+]/g, '')}`}>{booking.restaurant.phone}</a>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <section className="manage-section" aria-labelledby="reservation-info">
        <h2 id="reservation-info">
          <Trans>Reservation info</Trans>
        </h2>
        <dl className="detail-list">
          <dt>
            <Trans>Program</Trans>
          </dt>
          <dd>{booking.project_config.title}</dd>
          {discount ? (
            <>
              <dt>
                <Trans>Discount</Trans>
              </dt>
              <dd>{t`${discount}% off food`}</dd>
            </>
          ) : null}
          {booking.vouchers.length ? (
            <>
              <dt>
                <Trans>Vouchers</Trans>
              </dt>
              <dd>
                <ul data-testid="booking-vouchers">
                  {booking.vouchers.map((v) => (
                    <li key={v.code}>
                      {[v.title, benefitOf(v)?.text].filter(Boolean).join(' · ')} <code>{v.code}</code>
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          {booking.loyalty_program_benefits.length ? (
            <>
              <dt>
                <Trans>Member benefits</Trans>
              </dt>
              <dd>
                <ul data-testid="booking-benefits">
                  {booking.loyalty_program_benefits.map((b) => (
                    <li key={b.title}>{b.title}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            {feePercent ? (
              <Trans>Free until {deadline}. After that, a no-show fee of {feePercent}% may be charged.</Trans>
            ) : (
              <Trans>Free until {deadline}.</Trans>
            )}
          </dd>
        </dl>
      </section>

      <section className="manage-section" aria-labelledby="user-info">
        <h2 id="user-info">
          <Trans>Guest</Trans>
        </h2>
        <dl className="detail-list">
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>
            {booking.first_name} {booking.last_name}
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{booking.email}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            +{booking.country_code} {booking.mobile}
          </dd>
        </dl>
      </section>

      <ManageActions
        id={booking.id}
        code={booking.reservation_code}
        program={booking.program}
        lang={locale}
        canCancel={booking.can_cancel}
        editUrl={booking.can_update ? editUrlOf(booking.guest_manage_url) : null}
        orders={booking.orders}
        feePercent={feeApplies ? feePercent : null}
      />
      {booking.can_appeal || booking.no_show_appeal ? (
        <NoShowAppeal bookingId={booking.id} code={booking.reservation_code} lang={locale} appeal={booking.no_show_appeal} canAppeal={booking.can_appeal} />
      ) : null}
      {booking.can_review ? <ReviewForm restaurantId={booking.restaurant_id} bookingId={booking.id} code={booking.reservation_code} lang={locale} /> : null}
    </article>
  );
}
