import { postJson } from './api-client';

/** Records the diner's consent to the program's terms (spec §4 terms gate); answers an error message or null. */
export const acceptTerms = (program: string): Promise<string | null> => postJson('/api/terms/accept', { program });
