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
  badRequest: /*i18n*/ { id: 'request.invalid', message: 'Some of the information sent is not valid' },
  notFound: /*i18n*/ { id: 'request.not_found', message: 'We could not find what you asked for' },
  forbidden: /*i18n*/ { id: 'request.forbidden', message: 'You are not allowed to do this' },
  crossSite: /*i18n*/ { id: 'request.cross_site', message: 'This request came from another site and was refused' },
  serverError: /*i18n*/ { id: 'request.server_error', message: 'Something went wrong on our side. Please try again' },
  providerUnavailable: /*i18n*/ { id: 'request.provider_unavailable', message: 'The service is not reachable right now. Please try again in a moment' },
} satisfies Record<string, MessageDescriptor>;

export type DomainMessageKey = keyof typeof domainMessages;
